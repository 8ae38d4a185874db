{
  "algorithm": "ed25519",
  "content_sha256": "fc60a21a15e0258e53f6592897d62920d01f8580559e68508beb5d3284210c1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92b176dfd1b3b40940be180192a915adbb1b18a20911e44a188a9f68436db0b7",
  "schema": "gridshift.signature/1",
  "signature": "8099e3cfbd29da0b1f13d5fcd440543c949edb951dbcceac8504b6941f45fa9eded1dffadfb499113dd433de1b81ffb1bc89045d292f174cf29eed68df61ed0e"
}
