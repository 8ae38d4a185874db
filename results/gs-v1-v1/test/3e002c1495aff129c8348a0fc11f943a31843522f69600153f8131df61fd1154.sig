{
  "algorithm": "ed25519",
  "content_sha256": "e5ce0536493c0cda40b131c3dca72d98fcdeaed469fb5c5cdffa445602934b80",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e002c1495aff129c8348a0fc11f943a31843522f69600153f8131df61fd1154",
  "schema": "gridshift.signature/1",
  "signature": "2df2a8428e82e4fa64dd3d5709bcd141abb6dfeea41505741e2a22adfc70d3c8bc05de25c340ba5b29162dd22f0ebc27409742ebb65703ce592f236043af6709"
}
