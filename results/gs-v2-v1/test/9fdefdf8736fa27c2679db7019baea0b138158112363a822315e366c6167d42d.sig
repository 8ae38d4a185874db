{
  "algorithm": "ed25519",
  "content_sha256": "4c73ae8eb3081e0821f52af003ff35d4859ecbfe87ab070e5ae7ab754218347d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fdefdf8736fa27c2679db7019baea0b138158112363a822315e366c6167d42d",
  "schema": "gridshift.signature/1",
  "signature": "f0678dc514f60399079e90f4d7bc815e82fa0536719793a7bcf789bde24d630d03045e02740dc6eb2b8b5e5ac79629280f9a9b2ce26922d468f157b13bcdd400"
}
