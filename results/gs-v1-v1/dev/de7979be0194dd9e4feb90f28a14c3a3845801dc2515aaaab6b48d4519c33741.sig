{
  "algorithm": "ed25519",
  "content_sha256": "ba699d11c7b81bf9e37d5a1d11ae4749b20f7395217bb5f94974998dc478b471",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de7979be0194dd9e4feb90f28a14c3a3845801dc2515aaaab6b48d4519c33741",
  "schema": "gridshift.signature/1",
  "signature": "a2368d1f6acfc6aa02af8f407cedb98fbb73995f520bf33b58208c62b04c732ce2727cde9e44ad5355b8967c12cc71298cfbfb426c145cf6cac6fcfa6835ab04"
}
