{
  "algorithm": "ed25519",
  "content_sha256": "aa877f57e7f5b30e1f80a5f635ed5151d0e9451488c759ffd2d929cb907934b9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d5afa636f577ea0051a7b7fe0ffefefaf865a0a798f8196f24d395402d386ba2",
  "schema": "gridshift.signature/1",
  "signature": "c497f73e6b0b70d28aea4200c9e7f643454157e0f650468fc6f24e35b6c54da91be46c5728450c73b62a6612691b78b2e1325dfb2a340f2d6a138bf69c698401"
}
