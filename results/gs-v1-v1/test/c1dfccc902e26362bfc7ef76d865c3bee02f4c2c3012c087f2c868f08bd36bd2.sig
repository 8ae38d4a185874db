{
  "algorithm": "ed25519",
  "content_sha256": "cb9f2a56ff346aa33657a44c81f60a645517f4a6b2fe6e056d19900db4136973",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c1dfccc902e26362bfc7ef76d865c3bee02f4c2c3012c087f2c868f08bd36bd2",
  "schema": "gridshift.signature/1",
  "signature": "b1fb3e5bf323f5e39f3ce25227fa29760ef5389fe0704516e34793b7ce87155eea786b1ac213b4e482cdcea0d02d861cb6792f35a3801b4332b0527c0f53bc01"
}
