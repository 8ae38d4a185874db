{
  "algorithm": "ed25519",
  "content_sha256": "08e1004c99a111b5d1212d16be83f8291904ebdfb26c105f6cd47790a25c8f1a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15b04f2cab0e3135bfc440bb1b08dde0165c3a2d3836336ca20c5d09c4ebc179",
  "schema": "gridshift.signature/1",
  "signature": "d77b7ef02dad055ad0a2bc5bfeafcec46fb61f171ce51dfd52a3fda3386c35c051a8870b8f85761614c246d7d0863abba8d9a963cce6ff778a5350d6611dce00"
}
