{
  "algorithm": "ed25519",
  "content_sha256": "cbf9f86b3da29cf012c6499578196e3705a07aad06545dbc383176fd63aa21ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbe9d0bc9a50965bd6f99023b76c1a4d6f5a6147647373d975f3b4dd36da4a07",
  "schema": "gridshift.signature/1",
  "signature": "522cb49931db30e14b80c100a242347e3bb3cd7faab94b3ea460e964e09d7dc744cb1c3fb4b56e010c7dab89b128c83a62515dde0b90a22cffaea10dcb4d6704"
}
