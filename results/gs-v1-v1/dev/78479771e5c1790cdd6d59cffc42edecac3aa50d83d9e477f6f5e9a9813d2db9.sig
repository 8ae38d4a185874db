{
  "algorithm": "ed25519",
  "content_sha256": "3319a27877b49d646f6a75660ffddebfbeaa02aab827a738990b2a33cb5fd4ab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78479771e5c1790cdd6d59cffc42edecac3aa50d83d9e477f6f5e9a9813d2db9",
  "schema": "gridshift.signature/1",
  "signature": "6ece6bb8fc1214f04a28852a66fba0e69cbd6f1fc33b6b762a158732969b3269f3f4892a48db91387d384192c338aae5e3e38fbdba6cb78c426bda4930038500"
}
