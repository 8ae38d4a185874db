{
  "algorithm": "ed25519",
  "content_sha256": "fa9b64993d8711976fd03250455bfcae07e3f47d70b3d15d5d2b4e593d01adfc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f1ba65eaed1a7a4ab9c6050b321bf6cabec42e3cb0c7b8905a5726752c4fa2d",
  "schema": "gridshift.signature/1",
  "signature": "90bdeda397e02f2a8bf3d5cc3afc3c9e9095e606cb88defe59ffaa9f51bf674ba4e14e443557f12887f11a043ca277e3faaf3fe664529838966caf30a94d270a"
}
