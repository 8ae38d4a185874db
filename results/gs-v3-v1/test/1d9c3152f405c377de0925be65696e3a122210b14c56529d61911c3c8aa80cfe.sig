{
  "algorithm": "ed25519",
  "content_sha256": "c3c7ccdf53ac601c745564733e1b7640b37fffe19d6db4e7b7d7d658b80eef40",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1d9c3152f405c377de0925be65696e3a122210b14c56529d61911c3c8aa80cfe",
  "schema": "gridshift.signature/1",
  "signature": "98cf19c7fa228df7d5fc8e6cf71331105e251bec48564d05fbef18f5631d8a30feb118207b5eba3ae32d9abd44003d01ba7ec5159ffab186efe1ab544ff2130e"
}
