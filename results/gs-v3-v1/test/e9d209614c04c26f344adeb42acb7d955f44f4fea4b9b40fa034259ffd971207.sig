{
  "algorithm": "ed25519",
  "content_sha256": "6586263ca1ec1993bfd7d334bf96dc777b64db010bd4ef0adcf79d1617b29288",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9d209614c04c26f344adeb42acb7d955f44f4fea4b9b40fa034259ffd971207",
  "schema": "gridshift.signature/1",
  "signature": "b531c92a3e579c19c7da767161cf6c0fcd1aba15e6e7b2878eb52b45881c64d7c4453a5faee0b7c1f7beceaaba80184a3bc3dda50ffc30844dc91d87f5c5ab01"
}
