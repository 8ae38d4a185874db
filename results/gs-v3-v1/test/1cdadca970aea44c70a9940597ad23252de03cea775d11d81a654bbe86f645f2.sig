{
  "algorithm": "ed25519",
  "content_sha256": "bf612c714f55bfb75c6b4867875d2b4c77df7c6b97a266040c6f37c06a67a17a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1cdadca970aea44c70a9940597ad23252de03cea775d11d81a654bbe86f645f2",
  "schema": "gridshift.signature/1",
  "signature": "39ee7d6248d5174fec0ed3b44ab88d5ade69b79b4c7218929316e02a0e001a55571fca35116deccc80d059740b8dffb7b04567c43094ea997df9380ea1b05b06"
}
