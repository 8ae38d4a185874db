{
  "algorithm": "ed25519",
  "content_sha256": "7dad97c3ed61fa010d410ac6442f03de7546fcd9d82b3e29d9366c012f384268",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "333713f2c1c0d85ef15ecbdfe662bb2db10369afe8c793676ffa52bfeb936d3d",
  "schema": "gridshift.signature/1",
  "signature": "027ef307734002272d205fd3333d77a95aa4ad3f36a64256824c93ef0ceb2171b890df00525837c5be726a47dc7d4eb339dd24b205243b2f4cb38fb91a66e90a"
}
