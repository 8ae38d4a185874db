{
  "algorithm": "ed25519",
  "content_sha256": "4daea7d81dd4e81489782774d2aa9c6eec7fd6dcb252002e40ce52aaf9115c9c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69fb6321594bca9852426c2c441b951d451e88d47c690ee2f4886313c35253a4",
  "schema": "gridshift.signature/1",
  "signature": "52cee65a5a9bd591e005a646102e0535f47bd85094338793569e56eb6a0e4c6c568c647b8ba82bbf85f16ec7b2594ab2edd8a01fac836f101db1525f500db804"
}
