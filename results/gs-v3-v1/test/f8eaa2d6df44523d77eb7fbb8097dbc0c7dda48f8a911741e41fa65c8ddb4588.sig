{
  "algorithm": "ed25519",
  "content_sha256": "1430d7707978d57566cc6b9d92fdc8985b6826e62ffb1abd631144cccf655cce",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f8eaa2d6df44523d77eb7fbb8097dbc0c7dda48f8a911741e41fa65c8ddb4588",
  "schema": "gridshift.signature/1",
  "signature": "a780e9ea822186e7a3ab83d9156cba7d76e7815b43cc15f49802abfc7d92a4010813e72961a4e02ce3ab38b6920f9d63a98a1191c536c2016471d4409ea4460c"
}
