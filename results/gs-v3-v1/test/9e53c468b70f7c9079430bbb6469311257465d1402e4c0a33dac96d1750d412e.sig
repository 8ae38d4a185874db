{
  "algorithm": "ed25519",
  "content_sha256": "9c4404b38b8eea488f2e3ccf1a73e522f143f01cead1837ffeebc20d79351378",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e53c468b70f7c9079430bbb6469311257465d1402e4c0a33dac96d1750d412e",
  "schema": "gridshift.signature/1",
  "signature": "99ce11b7d4064eecaeed1eb9945df9f8d968b134cf40b3efc0a414475625dfc60295f35099d75ae294c4a446cd65b901e7054cd772a338e8452315208daf4e0c"
}
