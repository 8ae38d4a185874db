{
  "algorithm": "ed25519",
  "content_sha256": "8bbf4a5282ea0baf54c84ff31db1d66343807a78608e623d09b24c29aaefcba9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2cad0c54bd7b9ef28027290a379e5428357de7ce7c6b554f15df08fbb4c2ac7",
  "schema": "gridshift.signature/1",
  "signature": "759dbb9746c193e77ee7740f481de41d7feb7a502415b8feb4911e65c838de3044bb11eab4503380859b75dfe83d0fa13ba0697e206c3aea77c76b02d2a8130b"
}
