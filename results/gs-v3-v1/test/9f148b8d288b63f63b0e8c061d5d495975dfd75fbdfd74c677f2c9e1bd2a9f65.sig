{
  "algorithm": "ed25519",
  "content_sha256": "e4213babba77e36c257bfafd374f93b06b967dfa78083e2c783c6e69a84ece74",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9f148b8d288b63f63b0e8c061d5d495975dfd75fbdfd74c677f2c9e1bd2a9f65",
  "schema": "gridshift.signature/1",
  "signature": "751f072e09e10ea5d054d7a76822f99a08a4d2bb99b76c6a01770495bcdb39e10ede7ece8e707e6282cbbd697b545cbda329d1fa68766686e46aeea7c76ee508"
}
