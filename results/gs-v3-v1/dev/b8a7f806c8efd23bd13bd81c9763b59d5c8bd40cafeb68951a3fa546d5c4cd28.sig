{
  "algorithm": "ed25519",
  "content_sha256": "70ef1c3a072cc2f381cc0463df60a2abd2f87b6de53ddf6a005ade4464c5936e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8a7f806c8efd23bd13bd81c9763b59d5c8bd40cafeb68951a3fa546d5c4cd28",
  "schema": "gridshift.signature/1",
  "signature": "8be5b5cc102fdd3754945f7dc4fe9a14a9c16e4b9f7bdddca5e05166c11e36e5dd38cff9a5250aabdb816a148c5d780e4e020efb9aa48779fbca7c82df722603"
}
