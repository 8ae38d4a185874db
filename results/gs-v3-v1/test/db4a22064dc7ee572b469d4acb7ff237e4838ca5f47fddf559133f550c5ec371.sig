{
  "algorithm": "ed25519",
  "content_sha256": "d5e63c6b377bf1f34740ae3897b7f5be75ab2b7e78658481dd9563f3bb6172c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db4a22064dc7ee572b469d4acb7ff237e4838ca5f47fddf559133f550c5ec371",
  "schema": "gridshift.signature/1",
  "signature": "a565ac2f714fc99e24b1251a5fd50936c199eeb811886e398e24dd5f4ce941499f7de388390cc29f1954913b17e981f5bc134732a5a93c453990668d01f4dc09"
}
