{
  "algorithm": "ed25519",
  "content_sha256": "452240d7983cd7b01efcb3d1162e7d3cee80ce33f316fc415f194fe2429fde3e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76dd7a6a4e040dd8228a3cf20e76507bedc92eb8f578dea1d736249b43a2fe2c",
  "schema": "gridshift.signature/1",
  "signature": "0992810fa4e94edcc576c89bb7d3aa96c13a18b4adb697423e265691568b8c2cf56a7905ea123941862d924811d5e0e8c56f6d0c4e17a2e605116b9327ce3c02"
}
