{
  "algorithm": "ed25519",
  "content_sha256": "12a9465f306676bec6f40ae1243dd71c016a1288f4ebfa37fb7d58c7f43c38a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "71c084055656feee56d51ee0728e5ecbf30a838c9c95225d632f8a8e3a226d90",
  "schema": "gridshift.signature/1",
  "signature": "7d895c86174841652feaccb6258f43dab39f1c9a80cee06dfa5b310ac762a7d341a3c95c0589451fdc3d2f01062d171ebcd7c2f9855ee734a9eb799afc31de03"
}
