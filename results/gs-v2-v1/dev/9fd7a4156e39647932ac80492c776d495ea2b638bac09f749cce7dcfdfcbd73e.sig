{
  "algorithm": "ed25519",
  "content_sha256": "0fd8bbfbb34b16bd4fdfe1a5ff79ca4846c7c037740cba274abe0b9157f6be2c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fd7a4156e39647932ac80492c776d495ea2b638bac09f749cce7dcfdfcbd73e",
  "schema": "gridshift.signature/1",
  "signature": "67ba436d0fd5f14294a4597a89c601f894688f0d5b7e6b0a692ff31ecd0333e5e4af6ef35c5c2cc192a1b30b1e327847ee9754aa592a0cca43e75ad006ef1902"
}
