{
  "algorithm": "ed25519",
  "content_sha256": "1924acd8a392050d4e48c2cb60351dcb79e1e8fe3d34e0a667fead0a91059f54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b38c5c148bb4854166d8814e5368c69b6427f89fd812ae542b9cfd612537fb0",
  "schema": "gridshift.signature/1",
  "signature": "110322cd1ce1e26380eedf4d540dd628e2193a614a53f9817c2bec4041e28c37a6dc4d986bb542d6892205a67c764dfff7589291f076cc08396dc9bbe9adf307"
}
