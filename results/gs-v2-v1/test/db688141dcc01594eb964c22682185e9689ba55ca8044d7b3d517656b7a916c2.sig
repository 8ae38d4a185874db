{
  "algorithm": "ed25519",
  "content_sha256": "43bf3030d6a63d563dc5512efc2dfce05e9bfec7a6ee18efb3c1ba10e7d3cd07",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db688141dcc01594eb964c22682185e9689ba55ca8044d7b3d517656b7a916c2",
  "schema": "gridshift.signature/1",
  "signature": "407385276eae8b1927264d2cd92dd09122f8ef93e30785646d7bfb868af2a73106f556aaae9f0451e0ebac423e681f59f917eab359d7a8eae541dddc914db406"
}
