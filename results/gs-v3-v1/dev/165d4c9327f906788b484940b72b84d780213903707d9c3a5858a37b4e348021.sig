{
  "algorithm": "ed25519",
  "content_sha256": "da229bec2a2d30f00efa27b1cb64ad4bdd785779cc06517ed294feb5f001cf4f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "165d4c9327f906788b484940b72b84d780213903707d9c3a5858a37b4e348021",
  "schema": "gridshift.signature/1",
  "signature": "6a7ed4087e55485e13f682a0b8ffa0a7a36ba096f29c84d722554726cbc508b030c2c138dc57befe38e9654e3e9add89397854e2fc1d5f51d98ed41f8f97b10c"
}
