{
  "algorithm": "ed25519",
  "content_sha256": "56c729b13b7c6b044cfc5570905f2927dd23f19da0ca5b010239b20aa1fe97bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ccb3bf746faf781345908bd7942875ef9e429a7fe7da9eb70b2a4f9c82953073",
  "schema": "gridshift.signature/1",
  "signature": "c377b236419dec8e0f7a9fc8225e01793721c795ebffe515adab3e6430a9a9e27f862e6143936ee10598ec5f1369bdfb93a9e87e7a62b0f2e2d5fd8c6b871e09"
}
