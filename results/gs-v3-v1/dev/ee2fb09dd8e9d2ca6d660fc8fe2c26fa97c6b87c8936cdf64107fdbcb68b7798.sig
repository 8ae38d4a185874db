{
  "algorithm": "ed25519",
  "content_sha256": "0c82e52adc8c25fdad861f949ee9e9e959daa449a59907ee84cbd3120a2b9e86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ee2fb09dd8e9d2ca6d660fc8fe2c26fa97c6b87c8936cdf64107fdbcb68b7798",
  "schema": "gridshift.signature/1",
  "signature": "9e95d4079b68f31b1034cba29abfe3816fd866e1b68b4f04d4ec24711f6b0e664679b61ba6fbfa8de35c2c9a6e7adc82a1699ba95460d322d9c0dbbef3b61a01"
}
