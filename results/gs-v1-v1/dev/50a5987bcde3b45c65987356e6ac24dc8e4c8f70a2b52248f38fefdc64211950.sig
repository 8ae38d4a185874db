{
  "algorithm": "ed25519",
  "content_sha256": "edcebb7c467b4d6e5ccce9793c0849731de73a6e0424f211b8bd1a463955827c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50a5987bcde3b45c65987356e6ac24dc8e4c8f70a2b52248f38fefdc64211950",
  "schema": "gridshift.signature/1",
  "signature": "05b4c425ff25afb627023486b130fb2687e68eabf8c53811ac39c0e2f25e8b5f0a9e8c94066e9c1695369d747e006779d9bb67958e031eb313a440b7139ddc04"
}
