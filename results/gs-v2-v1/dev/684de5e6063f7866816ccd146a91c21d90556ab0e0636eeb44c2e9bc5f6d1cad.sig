{
  "algorithm": "ed25519",
  "content_sha256": "e13e89e5e7b4e2c9050d94b5f2acaba41604db3305b4612ba8a4316c33033cb9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "684de5e6063f7866816ccd146a91c21d90556ab0e0636eeb44c2e9bc5f6d1cad",
  "schema": "gridshift.signature/1",
  "signature": "cc3dcb18452860c37eec9e4e11124114c2382faae1dbdb53863bbb2164f91957e2f8592ff357ac17512add84948ea2cc239f2a177c0741ef98aeb30d07a8e605"
}
