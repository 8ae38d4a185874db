{
  "algorithm": "ed25519",
  "content_sha256": "07e5b2ae82cc43ba860e7ed04207ab2360fdbdbaeee285510ffa41c0fad735e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "019d3c071f04f2825b6e0120c6646517d1f269a0d58d7871ca2c54c6000bf2b8",
  "schema": "gridshift.signature/1",
  "signature": "89de3b3cbbbc4a73d394f3fa8e667feb79b679833ceac901bcabd684baf7c319971dcb309877a6c633e8e9e9ea7bd6fb54a46429efaf6e1f7ceaa6725d6ead09"
}
