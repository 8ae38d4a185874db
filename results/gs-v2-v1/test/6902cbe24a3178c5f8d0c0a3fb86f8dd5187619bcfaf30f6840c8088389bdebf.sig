{
  "algorithm": "ed25519",
  "content_sha256": "5a8d52dd15688f0009ecfa36fc3e6e2ea6b1026729efa8797c6fac0676c2b0ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6902cbe24a3178c5f8d0c0a3fb86f8dd5187619bcfaf30f6840c8088389bdebf",
  "schema": "gridshift.signature/1",
  "signature": "86299eedf1d9845dfdde06b7e70e875ed4c95206a8fbc132f2bbaa310367b42a9482ae1237c538257fe405393b1561444c0e12454e330fd2fe1523d17195b70b"
}
