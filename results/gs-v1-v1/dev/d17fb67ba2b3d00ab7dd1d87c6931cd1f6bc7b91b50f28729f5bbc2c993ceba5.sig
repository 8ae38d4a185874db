{
  "algorithm": "ed25519",
  "content_sha256": "8cd28d81d555e0eb887334c061dc98ff99a8aab99be743c2dec02e98cbdea199",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d17fb67ba2b3d00ab7dd1d87c6931cd1f6bc7b91b50f28729f5bbc2c993ceba5",
  "schema": "gridshift.signature/1",
  "signature": "c6e48fcf7032a1692b536eae24758b627eed03b86cfbfa9ea5341b25c0c7f8c192dc0d8acc2cf946766e9ca1ce11fcc25e48ae53f77b162934782855b870700d"
}
