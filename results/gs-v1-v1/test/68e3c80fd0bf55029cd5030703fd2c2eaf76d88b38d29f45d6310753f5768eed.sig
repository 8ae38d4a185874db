{
  "algorithm": "ed25519",
  "content_sha256": "dbe1cd46c4e02ba4bd7fc1973911df84f9368b3d46cf7d3db2ac8ea2d02b5f1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68e3c80fd0bf55029cd5030703fd2c2eaf76d88b38d29f45d6310753f5768eed",
  "schema": "gridshift.signature/1",
  "signature": "486511e88ceb36b7e92f94481d1a1efe23252c0de94a8d38b31561943491ff4bb4018b9a4037f5d078378ef1dbb727f0116c9b66537a7a8569dddff39cf9110c"
}
