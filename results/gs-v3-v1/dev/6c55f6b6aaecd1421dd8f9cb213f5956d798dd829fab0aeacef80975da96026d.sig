{
  "algorithm": "ed25519",
  "content_sha256": "606b8fcbc62c7b45e44a1eb78f42a58ba1a0ffcc3ce61b93ec5b8b28bdb0037e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c55f6b6aaecd1421dd8f9cb213f5956d798dd829fab0aeacef80975da96026d",
  "schema": "gridshift.signature/1",
  "signature": "cfa11fa90f9b3180147fc765c4e6a6c554b315aac8a37ccfbea3130c2b45c7d387dc4994bc7e17e469bc533c5fd3e79f668b1b421995ea2535b68070e4831608"
}
