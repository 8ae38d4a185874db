{
  "algorithm": "ed25519",
  "content_sha256": "0fe17d5c265b94247a4671229484a79fd2fc17a059b822aab937f59ef81a1a0d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee29365e1b5dab62da38ebeeef6c4e0177dd630cad7185f616750f7b2d5d0bce",
  "schema": "gridshift.signature/1",
  "signature": "d7cbb6d27b0e7220cf2b5473432ac4780fe3fe0a074a74e6fde65c3e3dc0d215ebc6eb61548eac8e6091234e8ace8c61eb25bac01741ff37284ffccd73398305"
}
