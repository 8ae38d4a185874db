{
  "algorithm": "ed25519",
  "content_sha256": "fa755fe76347b2b426b4d7a841f29c2c4be9c1ed8473248abe08719a75cdb397",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "15b8ecbca791e66ec9c9f89c509d9892de0e57794f0b830e8145e6f638a7652a",
  "schema": "gridshift.signature/1",
  "signature": "a4b99e2d01872d2488f3cdd91252555553b69d1b06b2f40b47d41fac22fbd524dcfcb39a47ba6647847cf6ad745cce77d7e54c1ca3a7e003a1b67d9e16864b02"
}
