{
  "algorithm": "ed25519",
  "content_sha256": "770ae905f40aba7f6af9470e385a913f4b119d7317c67ab121e129edc77d9e95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "116cfc1219ea4c4dc39512d8cffbc2d98db7242ec8a2ab4911e9ea3b711ce9da",
  "schema": "gridshift.signature/1",
  "signature": "2ecc6a6fda32a51fa52c775debe13bde5b852113de59dfac3de6697b57bf54aeb03e57656bd198d2533d6bf5e36e64de96152cdd231ffaea7fe5020b97ab860a"
}
