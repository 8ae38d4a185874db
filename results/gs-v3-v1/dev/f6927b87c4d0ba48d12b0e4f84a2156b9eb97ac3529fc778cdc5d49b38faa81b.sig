{
  "algorithm": "ed25519",
  "content_sha256": "c9273740dc7ed81e9b2adf021230311b324c27ba59e877b9ac5aa52d56fa4bc5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6927b87c4d0ba48d12b0e4f84a2156b9eb97ac3529fc778cdc5d49b38faa81b",
  "schema": "gridshift.signature/1",
  "signature": "1e6703d619407bdede750acaa6bb0ac0632e53898f2fef70d39bb46f42116abb22de7aae0b7ed93bda1b2aba73f8fed000c3fc3731a4883ea025013aa1eb0d03"
}
