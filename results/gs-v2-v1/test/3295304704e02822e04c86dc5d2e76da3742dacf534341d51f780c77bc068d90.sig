{
  "algorithm": "ed25519",
  "content_sha256": "c947ec2c99d1403f0ee95e42cb8f7a07945a180cd290cb66309779151a0c5e3f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3295304704e02822e04c86dc5d2e76da3742dacf534341d51f780c77bc068d90",
  "schema": "gridshift.signature/1",
  "signature": "1ebd5481d96470aea8f1f5a9190d2bb78aaae359afab076c3485b77a5ff7d31b6c6b6d40feae65bf3f6c98035ac3218957397a640fd859d439f30f7d5950eb06"
}
