{
  "algorithm": "ed25519",
  "content_sha256": "b20c03f02ae8161885fda14df0dfbd848ea9ced601ca70348aeeeacb6cd923c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3fc3286483aba1dc18c3caabefa35068e4c69dccf585544ccbfd396a00ad94c1",
  "schema": "gridshift.signature/1",
  "signature": "e0b846747fd42b5df9de729c6308d049ab0640974065b143ccaa2839536df684784b5dc9d3d4315d35adcafb3d4bc7e04775305eb1ad6546cfdc2d1d6326c700"
}
