{
  "algorithm": "ed25519",
  "content_sha256": "49a69dd81ebf423fc64f287540077831def7c29e6e64374a81c670f1536b5ad9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bf1c8b42a7e1ba8e15b5e00f6bb01c55e17d4c80feec7e340a0fe9737be6010",
  "schema": "gridshift.signature/1",
  "signature": "1eedb73dcde0ff73ad1a29eb0e366a4ba74c515322ba0e82d78dd261545d2db6b0a5cce00fd21d65ce7eb0ecc6fe3e874207b5613e0ff1b2dda4e999faa18004"
}
