{
  "algorithm": "ed25519",
  "content_sha256": "7e0b4860af42d0f3fcf979a2df4d5d3405ae1c9aa9dee734e595dce0b28c6f8d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ad87fb0ce3c89800dbdc3d3d30cd5ce609ec059a4aadc444b0cd83c46881d59a",
  "schema": "gridshift.signature/1",
  "signature": "58997168d941e8ddc37b7059bbeb391c4f2602f96b01ba5d0de88b8e649d7077356169b843a9b88cc529237655281b8886009f5dac8e69d6aa3508cc27c1df02"
}
