{
  "algorithm": "ed25519",
  "content_sha256": "9fa75e3e86235824feb39e4b2763550d0599820416ed41829e2db764dad814a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "441e2a60fc3209df88c3ef2a53b15c3dfc5ea98ac7013af2e609cb0d4f44a478",
  "schema": "gridshift.signature/1",
  "signature": "60a2eb3f8dea343df42022fa108134e7a92ab03832ece54bf12d478bdea79c9f1777922dbc1b61b393cb3b82107d157ae537312c1c5f38a0a56f16519a79a600"
}
