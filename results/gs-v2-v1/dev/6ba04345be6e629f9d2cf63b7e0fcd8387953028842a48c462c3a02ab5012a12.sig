{
  "algorithm": "ed25519",
  "content_sha256": "407ffc2d455a859d14fe21193d6e22fb5db1851c198688a9b3af378e8392fd9d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ba04345be6e629f9d2cf63b7e0fcd8387953028842a48c462c3a02ab5012a12",
  "schema": "gridshift.signature/1",
  "signature": "aeedd0f9eb4d02acbe79130abae1636c1af0921c01d920553e93f75c395c0a1c98d4648f21d146889e74024eeb6123ca34d49b8a5580f4b2e0444a873c9a5d03"
}
