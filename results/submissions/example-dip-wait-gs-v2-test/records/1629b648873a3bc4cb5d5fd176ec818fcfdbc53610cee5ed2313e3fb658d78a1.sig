{
  "algorithm": "ed25519",
  "content_sha256": "34ad079ad98fa769067b3445b124a0f204b457ec9425cb7c3627c246d56b49bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1629b648873a3bc4cb5d5fd176ec818fcfdbc53610cee5ed2313e3fb658d78a1",
  "schema": "gridshift.signature/1",
  "signature": "8e44d7639d6520a16177f9febb0ee677d2cfb04c99a7be9ecbeb9d8c0c54d8742ddd4b8283e4c0704a9b6341cbaa49ae865e224ff847936cba98138d1a9b7d00"
}
