{
  "algorithm": "ed25519",
  "content_sha256": "cd8ca8e36d8c595aeb04b87d9f6a173c17153c14fb24798fb1aca7ef917d8869",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "30becbb189879eb51b182b10155a38b17c07361d74672269c385431741082fb4",
  "schema": "gridshift.signature/1",
  "signature": "bdb82c67675136bb01f900dc3a39ba82255fe30f7e6e3eb2b56ca1b93aeb217fd4bad299393a570b705954d2f4cbffbc07cc866197d102649df81502dd186402"
}
