{
  "algorithm": "ed25519",
  "content_sha256": "4331e865ec7d3bfeeb5300d28a00977471ee396cccb0ee92f2d5b342f544ca53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8cd59b036be7c793791dabbcc882adabff16c48ba6ff57281bfa1e94e6393860",
  "schema": "gridshift.signature/1",
  "signature": "859d235be7f2a55c8ab0c3f3fa05ea105e9e3fe7269c4df0b9ae168ed78244da254af806289882d51d4136f449acf0cd099239bd562ed9b35515400cf2d23506"
}
