{
  "algorithm": "ed25519",
  "content_sha256": "e2f67ed2c7f8f714a7cb588ca3e05b2524cee3434fd2d61eac15a061d18201dd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c9eddc19bdac1367e2379abe6780a9b621d0bbee0e3a2c8a45094ac51c4d0f96",
  "schema": "gridshift.signature/1",
  "signature": "447f7208cb28bf54ba0e790c1ee738d559f42e2f812cc92d7d40bf1f26168e6b3f26a5dfd36abf12710acef7d68c06f6ac6e36d37638d2a42178038c4489d902"
}
