{
  "algorithm": "ed25519",
  "content_sha256": "faf2384789e46e68a357c5a2d26434153b225a8ba21718730783005a4f61f377",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "23959def6d3e0fd313bea80bdb5e9cf9282912add4804f249d19513a74b26383",
  "schema": "gridshift.signature/1",
  "signature": "e8d9d9fc51338c0bcce1b7a70937e8adad1d41e0174da34fa1b4b8abe14b750adeb5baca9230bf0a2d88f914d2f39eedf6b3ea945bda4b2e76bf5c3405ddd60c"
}
