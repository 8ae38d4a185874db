{
  "algorithm": "ed25519",
  "content_sha256": "ed63c311b27c450df4628a36b23ac9e2b3f630529cde15ed3dfb66ae5e9b3699",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2221746b6c6ba8a493bd282181f7199b44bea34f6596c649529c51c954969560",
  "schema": "gridshift.signature/1",
  "signature": "cc932dd2f43c2a53aeea8300ccb221e6391f10f23568e47a11909d3fc1adef80a1b89243f2d37a9abd9dfd2af40a9e3ae635fc23b03eba89cdde01fd1232d708"
}
