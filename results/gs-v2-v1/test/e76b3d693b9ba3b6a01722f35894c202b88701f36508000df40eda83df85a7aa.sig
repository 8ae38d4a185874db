{
  "algorithm": "ed25519",
  "content_sha256": "61df07eefd5bdad01b60937b7694e58b9b1b428338c7927716100e9f8dd03efe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e76b3d693b9ba3b6a01722f35894c202b88701f36508000df40eda83df85a7aa",
  "schema": "gridshift.signature/1",
  "signature": "76718d39b61059f34beefbf64849b3291dcf42cecb4fa37d936fb24254e80e0c73509e4baa26cd12d98578855bc67d8d2a8456e9798d2c27c809a0047083be06"
}
