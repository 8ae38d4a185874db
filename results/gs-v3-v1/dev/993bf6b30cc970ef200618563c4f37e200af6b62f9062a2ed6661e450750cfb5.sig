{
  "algorithm": "ed25519",
  "content_sha256": "546c9cadee81e3521f0e03687f35aec50dd6b9306513d2a957b3083a535feba2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "993bf6b30cc970ef200618563c4f37e200af6b62f9062a2ed6661e450750cfb5",
  "schema": "gridshift.signature/1",
  "signature": "3ad91864f38a992f5c7188c7d8db06e1cf65dc7b6a9261a8fa3a95b85dafab0c648e90905964e654283e9a883ec0037023735f66d28dfb9edf9fc91db663de02"
}
