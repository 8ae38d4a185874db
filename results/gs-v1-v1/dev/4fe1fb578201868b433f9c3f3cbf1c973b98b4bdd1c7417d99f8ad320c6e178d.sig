{
  "algorithm": "ed25519",
  "content_sha256": "f3f602f48c23013353b817d407ace98caa03b23e4aa798a5f9d4f7a0a3276fc0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4fe1fb578201868b433f9c3f3cbf1c973b98b4bdd1c7417d99f8ad320c6e178d",
  "schema": "gridshift.signature/1",
  "signature": "36996ebac7e636b46d39a19c28b5f0efadd0a93eb380ed3aeadad0d50a74c7985d55ff14e3a6bd0ea62d5d55722f02623a1853806e6a48597eb22378db09780f"
}
