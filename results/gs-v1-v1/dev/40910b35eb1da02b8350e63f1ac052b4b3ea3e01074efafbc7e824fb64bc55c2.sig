{
  "algorithm": "ed25519",
  "content_sha256": "1e44d9512567f73dfc4df2115965bbda6adc03b8613913ed28dc02e9dc899a9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40910b35eb1da02b8350e63f1ac052b4b3ea3e01074efafbc7e824fb64bc55c2",
  "schema": "gridshift.signature/1",
  "signature": "39fa186454030bc34788f359cfdd4a0e91504bd0fd9953e27e50ef98580a969f23ccd9cc632a1235c53ad16ca2ba5a33d9ad0d7309861eef2b289ea596d40608"
}
