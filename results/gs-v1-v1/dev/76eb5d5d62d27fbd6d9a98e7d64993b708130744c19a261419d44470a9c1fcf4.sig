{
  "algorithm": "ed25519",
  "content_sha256": "dbc95d3863770fd35f284c0d8b5fa9f0fef2e191d67bfd32ef598547c38ffb53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "76eb5d5d62d27fbd6d9a98e7d64993b708130744c19a261419d44470a9c1fcf4",
  "schema": "gridshift.signature/1",
  "signature": "4181bcf17a3d8667e0f0d779e5613cc67458d77ba44fdb98f504f034e390bde9790c3ea900a110857aa55dc9dbc8a6a753f87dc832e0238fb418af7fd049a804"
}
