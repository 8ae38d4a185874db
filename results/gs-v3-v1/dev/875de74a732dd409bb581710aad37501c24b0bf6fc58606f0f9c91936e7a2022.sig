{
  "algorithm": "ed25519",
  "content_sha256": "795f4d04632fb87830ef30652dfb472dff8f5908017e993e3777fda90738fd0e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "875de74a732dd409bb581710aad37501c24b0bf6fc58606f0f9c91936e7a2022",
  "schema": "gridshift.signature/1",
  "signature": "23b54a9afc8b1a388c4b28fc1cddc6604f8d7cfbeb0792da19dba9f61ef5c17e4a1142883c2f8fcb9b39edb78b310f39f7992e8a1e8f3b6e33552de4ef5e8c03"
}
