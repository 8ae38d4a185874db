{
  "algorithm": "ed25519",
  "content_sha256": "149d230b4b9e3ff4a9f53b1abca1cebd52ce652f8737c8a09c9b31ab226948ee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "832213b70340f0b22dc3afe9d019b4d91facfa3013853b4ef93fad31cfc830ad",
  "schema": "gridshift.signature/1",
  "signature": "61cb88b50e3574d5fa01314d71f25843c7aa1b00687a1b92721a81be0b03ec7ca83d2c2cd6a3ba1729ecc4065b578883f280fef083830459208b7c0d88a7900b"
}
