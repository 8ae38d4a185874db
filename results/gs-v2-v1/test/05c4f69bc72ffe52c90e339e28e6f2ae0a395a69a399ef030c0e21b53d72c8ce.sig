{
  "algorithm": "ed25519",
  "content_sha256": "ab772e36a133056e73dc9576cc61f9a5a4c5e01fb79e9b753e70d925772ab5c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05c4f69bc72ffe52c90e339e28e6f2ae0a395a69a399ef030c0e21b53d72c8ce",
  "schema": "gridshift.signature/1",
  "signature": "fe757b42deaf08c6c86c90f04707a16706b3d9dac8892d0139c5af64fdb2507b72efdaa56990de6e73ac229d2f77dd5f2ebf573fc499bf28d91d6877cd1e0508"
}
