{
  "algorithm": "ed25519",
  "content_sha256": "4d26f50e3997fa97a9734f4fbc7689534b9ccf87a16517c57d4ee033fe445d2b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60b4ff4c4356fb0de56b9beea43558e068d72db2f99b3d35f5f21b83a017c15d",
  "schema": "gridshift.signature/1",
  "signature": "9fc62f33ba154b16a8a198118469e5b01f3c2206b03e115d89da44d7cd88747ce5ac78b0b6dec30c8e92bde0d749b923ca61618ee88208ebe4a45d52a037e60a"
}
