{
  "algorithm": "ed25519",
  "content_sha256": "21d454147c4db2e5507f43b2576e7099f87cb3e15237bbdba67e3985f91f93f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba9e36aa3445d36731eddcb4eb7002a8e7172215d964a7bf041879662f8de363",
  "schema": "gridshift.signature/1",
  "signature": "9e84e06aad9a023d31fb851386e36ae05ad352c2a9ba40792765affc665eda6c7a88c2a59df26d9410f5424d7cc9ab7eb6633d6b4fd18e390fae59abdc263800"
}
