{
  "algorithm": "ed25519",
  "content_sha256": "41bb5a79ae872e02bfc769afd9f45e9f21dc0f7b23053ebeb6c8b868fa568d37",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab12d69451a4a95ac3adbeadac7d883ec9f6362f290e970873c3a1fcf09dc38e",
  "schema": "gridshift.signature/1",
  "signature": "1cb3e5b476b939cf3127f9652697e323d4e986504356e8a3809ecb51fa3ebf68aa6c57e01d64b457e7006bf8d42a9a29e7844597da8b35c8ff8d0618665b9604"
}
