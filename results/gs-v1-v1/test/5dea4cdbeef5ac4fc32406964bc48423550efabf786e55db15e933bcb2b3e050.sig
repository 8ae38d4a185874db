{
  "algorithm": "ed25519",
  "content_sha256": "ee0082e41af40ceb04c9af3c931fa99f1e028a69aba7f886be4c068c22a10c55",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5dea4cdbeef5ac4fc32406964bc48423550efabf786e55db15e933bcb2b3e050",
  "schema": "gridshift.signature/1",
  "signature": "89a1bee5515ffadfec4191613d36b7a909612d693d5427d54186c622bda66c428c9a1719fbade669ed80d46114d4f25e667c64d2e93886fd3d138b3b9eca460f"
}
