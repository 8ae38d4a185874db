{
  "algorithm": "ed25519",
  "content_sha256": "e430fb5fcbb3999829e3d5a061c1368c0ae7b6d8bdc0f8a6b456d9db7708cc58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3032afc5ad58cdb1150e036a0767b3eff218e76ed09ce4fcaa2dcace9242646a",
  "schema": "gridshift.signature/1",
  "signature": "4980c7fc6f55e21cb547b4a1dd8ec6051fe7297074410d6c2a9894b2c446f95d8cba5f8288b53d29e5f033b956864521e9627d2081faee8c6a93e30120e86406"
}
