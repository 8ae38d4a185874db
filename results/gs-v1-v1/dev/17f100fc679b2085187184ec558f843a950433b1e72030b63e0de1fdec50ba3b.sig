{
  "algorithm": "ed25519",
  "content_sha256": "ff7d357d5d33e9ffb62ae996d6d18f597cbcbc8cdcc9f352947772b32f46b86e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "17f100fc679b2085187184ec558f843a950433b1e72030b63e0de1fdec50ba3b",
  "schema": "gridshift.signature/1",
  "signature": "e8cb8e0db4fa8909e3a2c62bed74f00ccf1b02d420a34fcca20129d83e6af0aa685472cfe5135efa387cf8de231d88f121ee50ee699fa5d12866e66e4ec04c03"
}
