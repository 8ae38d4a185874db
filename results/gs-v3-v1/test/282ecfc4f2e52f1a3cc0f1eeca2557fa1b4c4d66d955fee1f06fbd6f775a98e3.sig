{
  "algorithm": "ed25519",
  "content_sha256": "7c91e1967cca8f2cbb431431e880211d897fd587a41445a55d520ce87f8c3d07",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "282ecfc4f2e52f1a3cc0f1eeca2557fa1b4c4d66d955fee1f06fbd6f775a98e3",
  "schema": "gridshift.signature/1",
  "signature": "906c26422fcaf5f8bbd0411ea567dcc477679e06b78aff6baff9c5621511d1709172af882e6b9c7ae7675c5d2f7bdd914cfdada0bf222330caf2a04159073507"
}
