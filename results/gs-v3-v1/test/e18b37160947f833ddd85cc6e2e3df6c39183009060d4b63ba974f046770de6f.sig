{
  "algorithm": "ed25519",
  "content_sha256": "6a741073ea1d21b1fa91d969b48ffe9ce7aedb6fb4244f1a03e869d6da4800be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e18b37160947f833ddd85cc6e2e3df6c39183009060d4b63ba974f046770de6f",
  "schema": "gridshift.signature/1",
  "signature": "76f86bd3546a6ab05f766b6856a1691befc45b5e6fa32f1a8a57ecef35d259806c24f5022317dee775094798fb364d24aac236153591259cce514b8a2782ad05"
}
