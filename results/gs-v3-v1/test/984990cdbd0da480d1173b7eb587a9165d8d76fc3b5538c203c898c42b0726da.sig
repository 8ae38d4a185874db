{
  "algorithm": "ed25519",
  "content_sha256": "c5cf9634e44d00b7d877ef919f58c4149144192d6fc19088301c3666edee8f43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "984990cdbd0da480d1173b7eb587a9165d8d76fc3b5538c203c898c42b0726da",
  "schema": "gridshift.signature/1",
  "signature": "2bee7ea99f78135af20019c06ba42b33961aa9a61c264305b1f412e736e73acb2815850073edd2a76c1dd259cd9a46fb12ee9f4c8fe7ebce08615ceb3c9c2603"
}
