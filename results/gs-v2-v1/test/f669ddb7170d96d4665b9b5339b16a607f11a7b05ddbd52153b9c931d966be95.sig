{
  "algorithm": "ed25519",
  "content_sha256": "dbebd3a4b6860f4070defea289d1155a2e6325c4aa2d638773511f4842b96a28",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f669ddb7170d96d4665b9b5339b16a607f11a7b05ddbd52153b9c931d966be95",
  "schema": "gridshift.signature/1",
  "signature": "ed07a403e9a936aee17935c4cf64cc3ea60cc28af8b8e9eacc4a488d0638b20f6eb374e4a20340f5f0c1c2447411ad93767d9d754bd3e5e28bff3eab738e7002"
}
