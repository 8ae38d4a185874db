{
  "algorithm": "ed25519",
  "content_sha256": "053a2439999362e3a5a6f822df63d2aa280bdab61494bfd19425a0f998258ea2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c0f4350d1d80537e23ffad4f71aac10d2e2dfa3e7632494a68bfbc27c82d8b83",
  "schema": "gridshift.signature/1",
  "signature": "8f49bf6ab7409baa3e4b1754696b5ac4bc032b990c31e927aab4814e1699348564f35b9fb32be56ee4143c931a5f6b6695ce96f621b88ad5532a4f8c9cdd1d06"
}
