{
  "algorithm": "ed25519",
  "content_sha256": "80c675b0e9c379b0c3c25114220278b6d72968d4410d6e7a4d8ee63e5f0fbf6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8914c6243d859ac7d62c69fb2b7c1e1db4ae29597f974571cff6fda2e7a90994",
  "schema": "gridshift.signature/1",
  "signature": "96e56fda9be7848ddb086190775ee2ca59ff8cb8a1feab484c9785411fd760d57398e9a2ccb19fac5554f288d7718465b8d7fabc7c892c184e414fd9a3a8b805"
}
