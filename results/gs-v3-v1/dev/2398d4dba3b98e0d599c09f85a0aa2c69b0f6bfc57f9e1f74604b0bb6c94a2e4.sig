{
  "algorithm": "ed25519",
  "content_sha256": "8e5baf0eeffe06fc60c24119cbeb8b3703ea2ef0a205b21d31af73be4862d8ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2398d4dba3b98e0d599c09f85a0aa2c69b0f6bfc57f9e1f74604b0bb6c94a2e4",
  "schema": "gridshift.signature/1",
  "signature": "117413d4cdc3aa131fbd66bebc4683d91e4308486145c3fd1e6a87482e18f883bdf13f5def90353d1e45c8dd993c4b25296033f0ea49770864d6885b03178e09"
}
