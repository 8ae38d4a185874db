{
  "algorithm": "ed25519",
  "content_sha256": "ef40467d0881e4f818e7f1927d43e1ac1e09b478ffe406618c1fff38cf7ac754",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2c5b33d6554883bd2261341ffbb6bdc7ac9ec8cb02240e94923b880f97f36c99",
  "schema": "gridshift.signature/1",
  "signature": "b5faec4b3ce721edfa83fbe71d320e721a3eee37677697131b19f077d2aedf44a09cd6ac3c9e9db8a0ee0376edc30c8f8de92cf8fd3f95f7eecbc1f338ac5207"
}
