{
  "algorithm": "ed25519",
  "content_sha256": "91e1bc0d75d73dd4593689fcc1808a3756462e1e6e3c1c4fd20bd0487b578fff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aab82d4541e95211ed4d1e21eb129faba1019d48880208fac328d26aa7fd9158",
  "schema": "gridshift.signature/1",
  "signature": "56cca865125cc56e5067a8ca047a17b3a52aba09ccc2c199042a7332b1d5c249a26a7084dc7e9c886167479a0bf5e2f3e092d604f5703d401f990501deab4e0a"
}
