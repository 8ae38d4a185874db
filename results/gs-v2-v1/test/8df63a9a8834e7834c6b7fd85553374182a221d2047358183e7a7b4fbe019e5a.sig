{
  "algorithm": "ed25519",
  "content_sha256": "8d840f96cb8b853503e3a476e741220e302e60f4b8903c948416e0d67ced172a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8df63a9a8834e7834c6b7fd85553374182a221d2047358183e7a7b4fbe019e5a",
  "schema": "gridshift.signature/1",
  "signature": "e859396ad449bfc3c8fcdb63bd85b4b4e51713fe84d70ab4090ed7175faf57de66d0060692749f9ddfde37fd47a17a41b2d8fb0bab7986f3b1d292f1d2073702"
}
