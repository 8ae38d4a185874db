{
  "algorithm": "ed25519",
  "content_sha256": "155d69a046ede7aa8ed38fcd536c0b23c686db73cd01f5e1c223c99ad1e5921f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2591086b554b329cb0c53abea3edf00e07e5448cd0a4beeeef3fde70c2b8b33a",
  "schema": "gridshift.signature/1",
  "signature": "7a31eb228d1f54373338de810f55b227e99de5a7691f5bc2c4b3f99faee42a6c73f3f9b4e9a16c5acec9cb7964b1d2b366637cb28d23c3a11e73046c9cda5701"
}
