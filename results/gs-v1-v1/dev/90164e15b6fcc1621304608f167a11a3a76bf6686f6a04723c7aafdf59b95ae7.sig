{
  "algorithm": "ed25519",
  "content_sha256": "2fc580a78b89cada5fc1e2b69602211ac4057d919b1da70c550af80e3bc308af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90164e15b6fcc1621304608f167a11a3a76bf6686f6a04723c7aafdf59b95ae7",
  "schema": "gridshift.signature/1",
  "signature": "a14bb88b500089bf3ea13a292ca6ba93549d172e3fbd61ad45927a02a65c928ff58772179da9905b6a2a5e769ffaf168f89a2f6d4ea8496dbd52cf1fa08e9c06"
}
