{
  "algorithm": "ed25519",
  "content_sha256": "c9bb8e22eebba920bae9ff583ec60dd1d5ee7db13a622a52bf91a2de6ba14b35",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd88e65998e7cd96fb3b7b6e165f40a4eb1d11866ad5b3b7643be2ff632942ca",
  "schema": "gridshift.signature/1",
  "signature": "6a083369ac407cbf7a0ebbd87eb628bbfa6841953a9b2ce7b1b6907c3e0fe8d593cdeab6207260dc9191c5cc60b5789d01515ca7f9d1fee2ec1176d396b9b208"
}
