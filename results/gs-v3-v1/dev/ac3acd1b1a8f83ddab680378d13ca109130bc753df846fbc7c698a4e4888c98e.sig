{
  "algorithm": "ed25519",
  "content_sha256": "66a459da58967f8468aff36be1657599b16a54314ba4b220622095caedf8ffc9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac3acd1b1a8f83ddab680378d13ca109130bc753df846fbc7c698a4e4888c98e",
  "schema": "gridshift.signature/1",
  "signature": "a6644552112547ae0be87b587ed4be69fe51a679f466f5499e13e631d2b293e10ecda7d55d0b8aef4e2f304fe8ade4dd82f443e7d573ef8eb1e13e90cfc9990e"
}
