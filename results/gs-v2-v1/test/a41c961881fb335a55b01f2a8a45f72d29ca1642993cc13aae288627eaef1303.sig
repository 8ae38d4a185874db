{
  "algorithm": "ed25519",
  "content_sha256": "835ec0c8d45157f79f8e5cc67be8b9dbddf922e062572ee7510a969af0a9a501",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a41c961881fb335a55b01f2a8a45f72d29ca1642993cc13aae288627eaef1303",
  "schema": "gridshift.signature/1",
  "signature": "3b0faa3d512829a9da397793bce4d2d5eeb7c22d2670b71eba658a99b5376862f7e42985340e0478d5c6a2e0cfa44c2e071d440bdea8ea8232de066b3e56dc08"
}
