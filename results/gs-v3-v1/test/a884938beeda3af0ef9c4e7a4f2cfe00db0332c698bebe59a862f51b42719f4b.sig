{
  "algorithm": "ed25519",
  "content_sha256": "c5def9e29725b926f6a1f1527374a6e3492d615dcab56ad08b4d8830e58c1e73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a884938beeda3af0ef9c4e7a4f2cfe00db0332c698bebe59a862f51b42719f4b",
  "schema": "gridshift.signature/1",
  "signature": "5f5b74d9f9e41bbfe74d8c7381574c1c0471b7bddea36131b2a2a138401bc10bdb9abb55b2565760cc791c31bdb1d9ad3cce3102dc2c1e034f3db14d006f100c"
}
