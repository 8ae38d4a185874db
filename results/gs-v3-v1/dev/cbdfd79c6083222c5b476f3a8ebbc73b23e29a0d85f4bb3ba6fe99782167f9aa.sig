{
  "algorithm": "ed25519",
  "content_sha256": "2d302d0d2fc470ae3a39aef70aee3cfbf9f94bd7d795ab33a6bca0ee49cdfa92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cbdfd79c6083222c5b476f3a8ebbc73b23e29a0d85f4bb3ba6fe99782167f9aa",
  "schema": "gridshift.signature/1",
  "signature": "6d29e63b45318bad2cbc51a72a37fb8dc3d4c9d24dfc9e96673d9d7768deec62353513e1ab493953267c350c4fc7ce7b685fbbe4b970d0b880108a22b08d1805"
}
