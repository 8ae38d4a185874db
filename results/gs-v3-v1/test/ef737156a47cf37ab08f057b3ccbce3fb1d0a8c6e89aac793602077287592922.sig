{
  "algorithm": "ed25519",
  "content_sha256": "c24795ba3b915a26bd26e69260b080456762d8457c8bdd6ae1cbbbac51a42239",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ef737156a47cf37ab08f057b3ccbce3fb1d0a8c6e89aac793602077287592922",
  "schema": "gridshift.signature/1",
  "signature": "11311c3d8a957083232372d2ca4d157d44365efaf9a412059c11eeb3abf8e7c5e40b3e2ebcd403c73b175a0ee5d4a0e5d80e28c440fe2f34c0c7dbc14b7fcd0d"
}
