{
  "algorithm": "ed25519",
  "content_sha256": "3b0cbb59418f866e2726660de252a9fcad3982052d0cb28eb0a5c474fcec8e49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "58669fa3a6c516b361158b496c19cee91fa84b97ce1f0b3e86f7cb536aa3f970",
  "schema": "gridshift.signature/1",
  "signature": "b211c117651b592ab31f6f327b8f01695efe2dde3cfb15e3b6d09b3d705e43b71900d020a1bcb786ddf0c35ac5b95ce0613226634a222dbd99548710f9eb0509"
}
