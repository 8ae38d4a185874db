{
  "algorithm": "ed25519",
  "content_sha256": "e5fda3bb1b1d2c6eb809ccdd96d353f1e86891d939529111f0fa5c82fe0b37d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f09e5f55396c937d3364c3bd3a3e921867a2b355150fefe4aedf8ba11cc42a13",
  "schema": "gridshift.signature/1",
  "signature": "cfc190df08c62b650247039878001ba39bde5ef1d1c76ae79cb4b09c7749cf81f36728823a8d85ce2abe181c7123b44632e4fb47299ee22307a415717b728a01"
}
