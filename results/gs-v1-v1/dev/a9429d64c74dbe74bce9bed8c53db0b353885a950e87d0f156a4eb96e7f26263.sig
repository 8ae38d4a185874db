{
  "algorithm": "ed25519",
  "content_sha256": "65a1e287914e84b065c1d18116e8b11a3ec760f6f611179974e15b804e943ba5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a9429d64c74dbe74bce9bed8c53db0b353885a950e87d0f156a4eb96e7f26263",
  "schema": "gridshift.signature/1",
  "signature": "5226141c976d3e5db0e573c2e8fac21feb89428f22f5478ade488f2b02bf1ecfdce7509bf8b859ec20908e0f632baf7afefcbf3a280948fc547aedde807a4503"
}
