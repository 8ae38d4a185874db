{
  "algorithm": "ed25519",
  "content_sha256": "6f1a09c4747b03d81e1892772be333f521bb50c92ac2cde1ea72608bc7d2ecd4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce59941c140b318b9d8384b0c8d6eb1403efc0d7489bf5f1712327b5c9ca6043",
  "schema": "gridshift.signature/1",
  "signature": "9381e8e00ddd6d84b5996aac60b901849f5e7baa7056226e5d4fccb17535a472aec5fe8ed0384cf1f64fcfde35ad99b9d32fe1cebcb8f730c606b1e7b0cd8f04"
}
