{
  "algorithm": "ed25519",
  "content_sha256": "dce9bcba8497ccb7df7d7a77611c076b809c67842e7e8136f6ae8e3e925496a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5c8a2ec9edcc244ab6c569991ab179fcca311ba696bef2ac8fd31536cc99ed75",
  "schema": "gridshift.signature/1",
  "signature": "69bcca41df1c48e132c82de0ad1ef06e68389cd3fd4b916946f4ab4a13476904f7131be9e3b9a9fc4307e7bae6194885c0f5c37e462c91e18cc9f4c96edd6006"
}
