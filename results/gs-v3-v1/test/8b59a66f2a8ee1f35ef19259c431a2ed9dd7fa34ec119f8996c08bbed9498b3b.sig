{
  "algorithm": "ed25519",
  "content_sha256": "f90ddedbf80bf37335b869d492db3af6794611434c6b16bb2a05a6e4d4bb0356",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b59a66f2a8ee1f35ef19259c431a2ed9dd7fa34ec119f8996c08bbed9498b3b",
  "schema": "gridshift.signature/1",
  "signature": "854adf5cab234f22fac8ea2e89daa1bd0bd6d06ae316dc97cc2063927bb9977124ee32139a27018c67724c310f6bdc2b1faa8477d3bb8a48abb0ad952480f601"
}
