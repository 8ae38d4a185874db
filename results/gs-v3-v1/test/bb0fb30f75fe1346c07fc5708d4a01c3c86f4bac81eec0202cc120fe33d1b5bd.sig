{
  "algorithm": "ed25519",
  "content_sha256": "f5b3424115cba5d6bc85834b6ab6f2154262465b1060939f39c78c5f8c1e195b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb0fb30f75fe1346c07fc5708d4a01c3c86f4bac81eec0202cc120fe33d1b5bd",
  "schema": "gridshift.signature/1",
  "signature": "3acd69c6694935e16fa1ab11b320961eb9f6a8263ff39ff85589865fc33429dd11e18b6d150ea9b46817f61df40ae926b2639f2ea35e13f8f71af40ab5dbe50d"
}
