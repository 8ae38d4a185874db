{
  "algorithm": "ed25519",
  "content_sha256": "9867b110c8fef856775a6dfbf287aefa53d731a78893f83e1c649ceed6475f72",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3edabae6b380329bdc41bccf1c233c78e19dbcdf9e22e3b271adba9c83d12202",
  "schema": "gridshift.signature/1",
  "signature": "e573d305bc7876b9ae596700bb30efa4c82bf4bed74a6689f24d4bc005ef1da5d77d36adbda7d46a8478efe60591997c3fd038392526a882f11a13ae6afdf502"
}
