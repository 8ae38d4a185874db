{
  "algorithm": "ed25519",
  "content_sha256": "13a0b95f3a5436dd03efe4f8acaee35a3d97761898ff1f3e707152cfaf7e0085",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e870adeedf6b4d3cc087d30ab2099e73d4cbb417850ff868fc7f1af300410926",
  "schema": "gridshift.signature/1",
  "signature": "040a7170bd92fb31985eb5f5b4a8020e3cdd9cfd668ede10b6bdd7a5d018b01b7de8d333fdaf28e9d8a179ee3d965b517689c643bff4f38928931e2e11519307"
}
