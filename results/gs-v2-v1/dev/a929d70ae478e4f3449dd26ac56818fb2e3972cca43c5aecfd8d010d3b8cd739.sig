{
  "algorithm": "ed25519",
  "content_sha256": "72bd2eba243f3e9f57ae32024b11bdaff0cf8d6083f2ca777cccf071a5ecc252",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a929d70ae478e4f3449dd26ac56818fb2e3972cca43c5aecfd8d010d3b8cd739",
  "schema": "gridshift.signature/1",
  "signature": "05a6165e47ce629c0c454ab8186d138c96cc47a7c7b9f0ae0ea22b1c17399e97ce05bc1c50ff398e904cda343d640d487925f2a3d98fe284587b3ecef870a704"
}
