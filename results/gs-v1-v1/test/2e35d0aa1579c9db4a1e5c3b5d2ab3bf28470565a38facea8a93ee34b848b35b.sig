{
  "algorithm": "ed25519",
  "content_sha256": "c817c9080bb0cfcef316602134f2922106f6cde51e70fad069df7d4d94b1d293",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e35d0aa1579c9db4a1e5c3b5d2ab3bf28470565a38facea8a93ee34b848b35b",
  "schema": "gridshift.signature/1",
  "signature": "3db01294841edb4b9bd90a01fdd3e3420e84e9f360df135d55dced7b360a1008e30978268f6d5341626d30ede291b808485e1a80782ca16f73bd91ad8e80e504"
}
