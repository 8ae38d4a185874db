{
  "algorithm": "ed25519",
  "content_sha256": "453a03000cb8784a7bb3fdf9738dc97601fbff101a63bf6c406dded3b25706cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c230e945ae767f18f3b46d995132060e38698fee89f8557e5b531d8962d4822d",
  "schema": "gridshift.signature/1",
  "signature": "cdfd0a84b523b844e4c56cf45e3114b3005427af51a148fbaaaf5b716877ac4e61a9d77a990bb990ce711c0f8932b667ed206d98f9a1498d53e3ad23e174a009"
}
