{
  "algorithm": "ed25519",
  "content_sha256": "6b5e16f5717f429b125be8a07d9c017d8f5d11c80627167530b34614136b8fff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12f727fe71fa7c86edca6f7e66d8916666a051d4db7895730580ca5a08bec1a5",
  "schema": "gridshift.signature/1",
  "signature": "d3ce1b0fff908a56475cfa20a6b1a9648a253a233f30a09e62f5da8a913d853fc3514021dd8c47c19cc2a1b6a3c099f99aa25f702cc90e94a8992eeffa51250e"
}
