{
  "algorithm": "ed25519",
  "content_sha256": "dad427b03c1a12d304c876849f02d389ba569b8de368b298c5a1ce8f68072578",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e34f347a49238c4796064f6edbde1e6f92726dfb65f7bab7b6bb371a6ce8eac3",
  "schema": "gridshift.signature/1",
  "signature": "0fb9953f9fa4efcd1cbebf9877321a77c885458d2875e612e8e2f76f83f49edae45f6346ff9dda685d964df5e0a94eb78e3b19ad79bc351d6243be94e3b6740b"
}
