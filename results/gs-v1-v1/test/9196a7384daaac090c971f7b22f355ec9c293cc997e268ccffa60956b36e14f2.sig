{
  "algorithm": "ed25519",
  "content_sha256": "d6d1b935dcaf9e55fe7b42f1c75f39f7243713f92d5fb2245966188126675ba4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9196a7384daaac090c971f7b22f355ec9c293cc997e268ccffa60956b36e14f2",
  "schema": "gridshift.signature/1",
  "signature": "321c743c84477bc78d852385ee197d4d4869ef8f80b84fbd37101fbf44a65468a4fca03e5b2bcd82a14993845fa9f3f2f8a52fb269d5e77a89c7cb0357bf990d"
}
