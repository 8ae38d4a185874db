{
  "algorithm": "ed25519",
  "content_sha256": "d7f8e685f72ea3c48ed92548a220ec804098bbd85ef1e6a3cf8adac552c85b05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50d0b6fafc3d2d49ef9229555c0e455c4c651c3caec664077ddbbbfe15bea1c5",
  "schema": "gridshift.signature/1",
  "signature": "3fd19d4bfc62a1eb32db6950470416d8e41be46380a55e57bffb4c890f0629cfdd02d983810477b0a8fc6ddaa0fb65ac07cdd5650316f8d68155187eca1f3705"
}
