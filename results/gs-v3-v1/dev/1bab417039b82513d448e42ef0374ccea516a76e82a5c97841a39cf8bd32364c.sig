{
  "algorithm": "ed25519",
  "content_sha256": "b1ddd524799b94b2d44df2de592945aa3c2ee9ffe513ed526c9b7ca53f34a702",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1bab417039b82513d448e42ef0374ccea516a76e82a5c97841a39cf8bd32364c",
  "schema": "gridshift.signature/1",
  "signature": "5f23d197069b551c9c863c84e2a9bc490a064217bd03a3bd760accac404b8d88acb771a41b3b0ad83eddbd5e3b12fe2174b78c340a9eebe4198775fa2c58730a"
}
