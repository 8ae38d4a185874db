{
  "algorithm": "ed25519",
  "content_sha256": "2e0eca0ceea1b3b4098959a3d74fcb3e6bf636f99b2562a334d9b5a1e34d3bf1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "80dd80f4dc37e463c27f1372578f58861648c8bf8357429af102466ce2574508",
  "schema": "gridshift.signature/1",
  "signature": "2dcfcbff791f621b482a06ea73d7a9fb6457ceb9ad7cb21ddf01f8ca85c6999b6a4deaca3a4937758b031dc5d2a5e7acf9e88b176e781632b61de0593ff15d0d"
}
