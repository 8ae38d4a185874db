{
  "algorithm": "ed25519",
  "content_sha256": "68b181ebc1a3d75879f63245aec2430bee28ec5a10ef3cb4037ec3b466c21801",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98085e05b177e0cb459c70411ec1179a1c2411521216b3755df958afe2427bd7",
  "schema": "gridshift.signature/1",
  "signature": "6d960bf47de274fd8895cd5ce3f27ec1f2286c4e3aee5cf320a45bebf9e6a01d30f4c043fef0ab8390b4d7b2592df70963edf3b3d874384adeb25a0a6f543308"
}
