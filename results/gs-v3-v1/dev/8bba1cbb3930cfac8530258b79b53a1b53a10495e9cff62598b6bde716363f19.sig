{
  "algorithm": "ed25519",
  "content_sha256": "e29a2f1acbc2913e310f2cff4e2d3a8170b2476b487276363c8847d54c6a6098",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8bba1cbb3930cfac8530258b79b53a1b53a10495e9cff62598b6bde716363f19",
  "schema": "gridshift.signature/1",
  "signature": "92a39abbb6d22f4e3ce07f040b042bdeb358c330de337819b4f4adfc60a322b7674647999ea2b6785328ae3ebfb81f2c63643803b1783f40ba6266e42ce06309"
}
