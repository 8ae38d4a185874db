{
  "algorithm": "ed25519",
  "content_sha256": "314dd3e28242099dba5bbfbc8571c1503aa920a272bbafa925c0b63da5e17ee8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a5d7be03184b57b30b4eae88a049a9befd86e5a664ebbeff981ec6d4bf8a0e17",
  "schema": "gridshift.signature/1",
  "signature": "97024f170ff8bb2a2d01e0e0a30a2811179eca8a011399810297b0bf400734c3c39349db0710956ff9ae57f275980e79bf3c3d22c261081449ef186205c5640f"
}
