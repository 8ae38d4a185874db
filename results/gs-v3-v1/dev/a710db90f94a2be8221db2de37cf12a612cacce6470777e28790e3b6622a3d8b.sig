{
  "algorithm": "ed25519",
  "content_sha256": "707277d47e7f17baa873933f96d2e3de2f0be1544c4ff6dd55c98163c115465c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a710db90f94a2be8221db2de37cf12a612cacce6470777e28790e3b6622a3d8b",
  "schema": "gridshift.signature/1",
  "signature": "7bfb601f485a49d7718d17066557afc8d45b1c1ac3835d62d464717adc10d6e694232804e8810784b999a543d595a22d5c9adb451fc33357ffd9365b9e0d8c0e"
}
