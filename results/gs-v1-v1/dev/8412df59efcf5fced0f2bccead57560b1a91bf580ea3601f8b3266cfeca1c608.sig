{
  "algorithm": "ed25519",
  "content_sha256": "604c5204374587fb3c678e72accf1a029ead92eff0b2667a62f4cd5d3821737d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8412df59efcf5fced0f2bccead57560b1a91bf580ea3601f8b3266cfeca1c608",
  "schema": "gridshift.signature/1",
  "signature": "9e7b68596594a4c0a37cf19ad355250a4ea7ca736a67a54f1040955843cd12d3aacf808d81e2db155703977157e4b32f829b524c2e9cd5ce7539e82f07ef5c03"
}
