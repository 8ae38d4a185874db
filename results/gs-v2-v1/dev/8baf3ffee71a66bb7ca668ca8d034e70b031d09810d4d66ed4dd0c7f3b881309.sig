{
  "algorithm": "ed25519",
  "content_sha256": "71778c10f72053e6a7eed741597cc39c7d20e6ed439f27b933ce67b4b6bf58e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8baf3ffee71a66bb7ca668ca8d034e70b031d09810d4d66ed4dd0c7f3b881309",
  "schema": "gridshift.signature/1",
  "signature": "574af5599eedb66d399f572931024d0405a8ebffd8d3c8b4f84cdfe5f46f9aedb5e6e837bf4ea723ef0a9eb7ecff6282297c0836f3a28b6ce711e0e3159dca0c"
}
