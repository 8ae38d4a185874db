{
  "algorithm": "ed25519",
  "content_sha256": "2acf50c7f51859cce473f061ba567c8fd9c759a6de7398f47691cd6e0a45a155",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b8f2328d1d348f62f9c83e540f7fc1c03f4d29995605aeab591a2119a1395ec",
  "schema": "gridshift.signature/1",
  "signature": "80ed1a8479683e4650d367c47ce1012ed3d98e8afcad1ae7efe24fa4e8f56a2814ccbb6157a2b62133b831c835b52b945a84548f333487fefd8e0b4631e60302"
}
