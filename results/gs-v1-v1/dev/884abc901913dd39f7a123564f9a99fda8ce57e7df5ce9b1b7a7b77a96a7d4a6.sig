{
  "algorithm": "ed25519",
  "content_sha256": "9ad743f1d32cb059941ec66f42d85e75e0bb9930375874dfd8a8388dae2f1e81",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "884abc901913dd39f7a123564f9a99fda8ce57e7df5ce9b1b7a7b77a96a7d4a6",
  "schema": "gridshift.signature/1",
  "signature": "6a86309b5ad3c3e3fafcd9c745d3f9a6844f1de8cfe6f64499f135ea42eb914e3a760b47f9ddcd3ed2a6d36148def5a8437ecdb300143bfee0270a99ce509407"
}
