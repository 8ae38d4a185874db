{
  "algorithm": "ed25519",
  "content_sha256": "35fedbb635d56e8ae54cf4faf30b890587858ffc130518268671fbfc5021c827",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c696686669734035888127aa89a4e478f1b5ef50c0ff6db43a095b5c91dc837",
  "schema": "gridshift.signature/1",
  "signature": "ef08daaab21b15708ff95b8fdba7176b1b45cc2222298f4905ca5fb493c75fb35424f9e0fd93730b85d101a16e2dbdea15230cb77e3ba9ceadce8f68fd406400"
}
