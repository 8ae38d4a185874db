{
  "algorithm": "ed25519",
  "content_sha256": "9860bdb5389eecd9c3610a2c50e9bf71302c02c628f2fcd810fca9053ed26f57",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0421e0cf355a2ed892b7a60fe7c778e5977a2f71abcddbf9c899ef90b444fb0e",
  "schema": "gridshift.signature/1",
  "signature": "c9ae5a2a8d1b00ebe314e016301d52a3e50adefaab95000525160d118ecdca05d85737e735f36f91a9f6a5aa2060a78ad86c7cca66fc745e966f593a8d9ea30f"
}
