{
  "algorithm": "ed25519",
  "content_sha256": "c9e08c8dcfacc51a49027c61d831cf45a0d28f1a67bab7587c24f8cbd4f829e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d6a3152fbde6f504174f45e3a47036ab33c4a9bb7f8c4a3c4435623ed8cb435e",
  "schema": "gridshift.signature/1",
  "signature": "fcdb0a99c3a656baf28659e9b45dbc9323a87ac50724160b3f4bbda2e47fc8aa30790a003f3d8a45cbe6af3dac8b368eaadc8bc4def5edddae3cc948021cb601"
}
