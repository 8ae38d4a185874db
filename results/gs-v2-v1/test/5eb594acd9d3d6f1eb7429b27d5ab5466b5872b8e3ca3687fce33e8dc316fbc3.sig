{
  "algorithm": "ed25519",
  "content_sha256": "634922ca0d3cc283c0d512b8f84a6d8f960eccb57c7e96bb106d097ae9538480",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5eb594acd9d3d6f1eb7429b27d5ab5466b5872b8e3ca3687fce33e8dc316fbc3",
  "schema": "gridshift.signature/1",
  "signature": "95ea2c4049080d8ef85d44a32fb19ed8588f6bd0d694affd84487711a6a2786bc2be27c5940cd35d9e14ca7e0a84d6b2a4eb7d8a4c97a86b318f9a783f7fea0e"
}
