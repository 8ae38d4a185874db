{
  "algorithm": "ed25519",
  "content_sha256": "8ba58c873052fe129221c25a66d9da9c90737fd333a7bd99de234c3059f1a7ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f0829aaee4c3c33bf549cec4366ad027a093d63d01a7e5ff490022ec0d5016e1",
  "schema": "gridshift.signature/1",
  "signature": "3c728867ac8a3ed0547264bb2e1a7391adda11a1e6fe9716ab3a06e8cb1da2fe52b83a08c3b18eb014221e223bae6edf5c9adb4f406b8f2187237b0c2a8a9d09"
}
