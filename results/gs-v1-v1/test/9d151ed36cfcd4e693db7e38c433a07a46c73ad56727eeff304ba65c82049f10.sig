{
  "algorithm": "ed25519",
  "content_sha256": "09d4fe2c03daa33edcdfe91bb613892643d7995835366f2699e3f888bb2d533d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9d151ed36cfcd4e693db7e38c433a07a46c73ad56727eeff304ba65c82049f10",
  "schema": "gridshift.signature/1",
  "signature": "252451d14a1bb0fbfbce312e0b5517ed8cf2c47193139caa41e4991a0f1e127deaf18cc6852e10b0c06ef4fe68c190a10206e9a2eec93f0ab176b26f5c66f50f"
}
