{
  "algorithm": "ed25519",
  "content_sha256": "01ae6e925ed8bdca707218b4615304972bca0d8ff7763e62551095062f06a52c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6cb7025b4b7ec9a6fc244756d08cdd30c9b9562534cb619f011ad38c3ac6d51c",
  "schema": "gridshift.signature/1",
  "signature": "591c6dc404102d3041a8bd6be8ed0007d40efc152135f82464c13070f16264417f84c972f52c7ced7e3e638a677e22e65b22ba54baae13488b40dbf2ee929b08"
}
