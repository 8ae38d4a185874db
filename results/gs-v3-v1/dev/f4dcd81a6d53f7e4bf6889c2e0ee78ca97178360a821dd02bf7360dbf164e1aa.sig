{
  "algorithm": "ed25519",
  "content_sha256": "1cfd58083f2230d08fc1460c9aaeff87c388874229750a20e8006169efc93212",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4dcd81a6d53f7e4bf6889c2e0ee78ca97178360a821dd02bf7360dbf164e1aa",
  "schema": "gridshift.signature/1",
  "signature": "8527404fa258338cabbfa177ba6ea97f000e96fe8c62259907f9b13efc3612d1e8f450d2e12c2966701b6c1d5b1946c7ebec8aa557d9393b15733714c547da00"
}
