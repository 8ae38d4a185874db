{
  "algorithm": "ed25519",
  "content_sha256": "76106be80e07a669a1d64c89975f4dcae15c11f7b9b3639cf8b5ec1292ff04f4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fae5f99b909e66ad5ed407667d8a6d591fe495b9ef74e9dd21442fa5336e114d",
  "schema": "gridshift.signature/1",
  "signature": "43b4ac8aeb4460a610ec6b647d7e7739013e9c506883042e498aa0c13f5f1ac11931237aabe65dfb1d6edf6ddb5ffb1c651d0aa9f3174445d74cc3b482ca2209"
}
