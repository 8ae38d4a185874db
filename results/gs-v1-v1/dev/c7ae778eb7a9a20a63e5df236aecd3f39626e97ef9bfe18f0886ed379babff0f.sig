{
  "algorithm": "ed25519",
  "content_sha256": "96192413406491bed4f06cde1723afa29b20ffe8fe82cf82f1eae448d4c53529",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c7ae778eb7a9a20a63e5df236aecd3f39626e97ef9bfe18f0886ed379babff0f",
  "schema": "gridshift.signature/1",
  "signature": "0de542da5b2a86e5f618a956c97069d1ce545a7b3fcc6b00f46bcc766955628f62769ed4ecca39c16220f3680b4a1b2eb998b7081f79596cc7b1849f83979e04"
}
