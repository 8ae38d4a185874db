{
  "algorithm": "ed25519",
  "content_sha256": "36330033da235a881fff4fc7f755b0eb968b3ae990995b903936cfdff2fe72ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0acd936e939d2052e56afd0b5baeb5344bf3ab62579d5fd346a6593cb72f50f9",
  "schema": "gridshift.signature/1",
  "signature": "e11bc0342317f561a458ab3c24a6e403f552a2f19603af500c1ba3ff7a929083aef0a64161043b3f122291e4e3934a0cf1dec42ea46fd4a520f94dac3ad6950d"
}
