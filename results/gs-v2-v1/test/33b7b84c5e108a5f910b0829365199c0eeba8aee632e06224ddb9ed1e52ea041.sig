{
  "algorithm": "ed25519",
  "content_sha256": "eee0b63cc76b66239f1eeb0bbe3345b65159b53d67d62fd8e8df89f250ab0957",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "33b7b84c5e108a5f910b0829365199c0eeba8aee632e06224ddb9ed1e52ea041",
  "schema": "gridshift.signature/1",
  "signature": "0028ce8f488ce5a7ae35d218a0655a1cbbcc7cd9c1b2dea1c30fd7d419503122b1116257ffc9e11b93410500789094a95c5e8f3b97f5252a160162739cc96200"
}
