{
  "algorithm": "ed25519",
  "content_sha256": "b7031f9e7a0f98b00ffdb23a1a64b6eea28d5237005a1322ccbfb6491737e929",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3cf47b094d961aa94a4c479d926fa31dfe6cbed63b6638b03ed049308ed13539",
  "schema": "gridshift.signature/1",
  "signature": "e3986ca334b71c2430c502882be5ad94b19151e30ffafc99b149092dddea3d7e884bb64435182ea9627e5b70ebde1a3a4365a864bb13e523fc263f2f2187990d"
}
