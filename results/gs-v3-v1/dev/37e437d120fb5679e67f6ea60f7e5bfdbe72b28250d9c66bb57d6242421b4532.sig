{
  "algorithm": "ed25519",
  "content_sha256": "3c77f0840207103ba80f8991877ed068777793078e3a91c1b489d87adcd1c8ef",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37e437d120fb5679e67f6ea60f7e5bfdbe72b28250d9c66bb57d6242421b4532",
  "schema": "gridshift.signature/1",
  "signature": "7d78eb0d39490a1461b6ab3bc3387d5b460049fa01c76a1cf81b1bee99fd9b49968d6235cae4c1676f3ad213f48a79a0f5f5a60a5674ee4847894ff2bbe3390d"
}
