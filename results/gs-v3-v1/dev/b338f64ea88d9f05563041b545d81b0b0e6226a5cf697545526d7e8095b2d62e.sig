{
  "algorithm": "ed25519",
  "content_sha256": "f8355130cb83d203fba202d6351608af4aa6aaefe85235decc4edd2fde022326",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b338f64ea88d9f05563041b545d81b0b0e6226a5cf697545526d7e8095b2d62e",
  "schema": "gridshift.signature/1",
  "signature": "8b07deeb672a7dea67869bab4b8392e5981a24f1d0e11404e4e25c5c7664a6a008fa50ab884a7c247dbfa9b641913261150d8d2cdca84fcdf970df4e082bb300"
}
