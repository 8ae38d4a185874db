{
  "algorithm": "ed25519",
  "content_sha256": "9d0cb3642842be1bdef6d95eff9f1be1b9517ce5145fd089fe27fbf693e6eb59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0de4bbed537dff05e621ca4b9b6a0455eb3934dadedf3091bc983ecea214b4fd",
  "schema": "gridshift.signature/1",
  "signature": "de6e739c03d453595388254581802a67f44b1ef30cf70ecff826f5ee2d30b18223d546005b658c58d9bef6f35dddce6615ea0a966f0262be112fe4b8c56c5c0b"
}
