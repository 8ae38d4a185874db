{
  "algorithm": "ed25519",
  "content_sha256": "6307db32ae2c21c08ede84f6802d8051e1da78e43a14af9aaaf45a96c769569d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f87da651b48af0449019fb6e40fd327b1928fd38415105aad3688c80248595b",
  "schema": "gridshift.signature/1",
  "signature": "435510aecaa3c4bf4cac84057b3d51be7e9d0d0185c8d0c4a004b09608755a7f6a256c4d5409e9746c91801b78a143eff5ee1b3876fb603ad292a010aaefe908"
}
