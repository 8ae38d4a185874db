{
  "algorithm": "ed25519",
  "content_sha256": "7b97145d5cfa3617399ef6edde71953fe9dbc4273e5db6f26d8f33e4f6df3f5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d7613a7cf61017e562f59f73129e0131d825631d18aa7d0a7241218a320d84a9",
  "schema": "gridshift.signature/1",
  "signature": "45882f201878632961dcdafd721995e9a37faf598f464b746507e182beb6d32f5037d5767e3b3fbcd3ad5fea4ba0d3e5d2088905f74c13aa904c4188b2a9fc09"
}
