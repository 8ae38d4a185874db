{
  "algorithm": "ed25519",
  "content_sha256": "cba05fa4da9772912544ed035264813b9bc14cefca92eb196ccde58e561fc8b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ea8964f1e386ae3b9659bc4dcf4dc949a90374e489f89c6d8f4bdf87b881199a",
  "schema": "gridshift.signature/1",
  "signature": "8ab9cdeb94e4f23d93c31d742d346530078e7854f36cd857bf5106f0920b512d0392f764f0e9d1b0ccbb9d88b832f738f163834604c9bf778328c2e73851b608"
}
