{
  "algorithm": "ed25519",
  "content_sha256": "16abfc1c42e38788d353ca89db53781d54ec68eb982c25121541d97e15bbfb93",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "93fed1e1f4d0267285dc6ed2d499db60aa39b23cc162d0ca06d33a7dc6f30660",
  "schema": "gridshift.signature/1",
  "signature": "f1c917dc7e7fdb14f6c3a72a0734d3ada3b2f1a9e3291aeafed4a54f3da77f8c4d52356a57bc317726415e38746fdcf0f6b128337766baf2c22a5d0530280003"
}
