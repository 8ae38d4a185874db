{
  "algorithm": "ed25519",
  "content_sha256": "c6610a51186e322c729023e8172857e5b00b08743fa88acb6b9e5a697cc11cde",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "909fbfe6893db5b5c93468393ac62ae94291ecbe46e3db36923567d291cfe320",
  "schema": "gridshift.signature/1",
  "signature": "1bcbeb17a0453ea3f570237bcb36d2e98b3d6192d4408205a1643766dc7a9b64e7a3fb3e4bfa9ef185834f9637ac8a2d5b501a7b460ba4b5f91b324b59df9a08"
}
