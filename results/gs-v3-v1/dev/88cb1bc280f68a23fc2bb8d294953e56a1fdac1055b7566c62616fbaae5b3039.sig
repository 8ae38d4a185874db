{
  "algorithm": "ed25519",
  "content_sha256": "3ecd56790c0c5fbd047fcfefdcf9a5fb5d4a85d1d35dfd8d684e98c47e9e9562",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88cb1bc280f68a23fc2bb8d294953e56a1fdac1055b7566c62616fbaae5b3039",
  "schema": "gridshift.signature/1",
  "signature": "377a7c302aacd3356a251cabe54368b82924249ac5a794fe8115f5a9243dfa4007b214d61f33641a985cd1d4784627f6695cf30579b4f260fa5b3a6ef0dedf03"
}
