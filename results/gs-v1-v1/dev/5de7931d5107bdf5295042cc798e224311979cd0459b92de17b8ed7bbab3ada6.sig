{
  "algorithm": "ed25519",
  "content_sha256": "8ee8fd319e246155c1303be0aa3c26ee805b4981a8eb6e3aea06411350d91747",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5de7931d5107bdf5295042cc798e224311979cd0459b92de17b8ed7bbab3ada6",
  "schema": "gridshift.signature/1",
  "signature": "d558d70b79b1c7df848ae7767606db38ee845dedf631980c12dcc7797a0a73f0370a9e59c191656cef7c9b19c70ad90aaf9668291f00e06d1508e88023dcd100"
}
