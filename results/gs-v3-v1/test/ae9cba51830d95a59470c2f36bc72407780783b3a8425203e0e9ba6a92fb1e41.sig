{
  "algorithm": "ed25519",
  "content_sha256": "78dbf3fafe664c0a3e4f71b362b512e065caa4eda93efa83ce36b4eaf65f877b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ae9cba51830d95a59470c2f36bc72407780783b3a8425203e0e9ba6a92fb1e41",
  "schema": "gridshift.signature/1",
  "signature": "863e3ab9a9b7f226e7bc3f5d0616893d331d19ab90b595cbc70d219ea5d12aedb59e51b5cee304b48ebc45234d5f0025b8428e177ee857ec597cece6d0274f0b"
}
