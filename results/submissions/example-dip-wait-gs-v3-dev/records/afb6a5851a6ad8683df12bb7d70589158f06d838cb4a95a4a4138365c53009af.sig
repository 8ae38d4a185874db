{
  "algorithm": "ed25519",
  "content_sha256": "094d0d2c9c2732d8f35aa5f48f08c724037061e49625d0116f858a3c17e972bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "afb6a5851a6ad8683df12bb7d70589158f06d838cb4a95a4a4138365c53009af",
  "schema": "gridshift.signature/1",
  "signature": "23232fd0aa74ef99579141e77ab73f9c281906fdf4b9b1438c6605f93e094ed4445cafc89cc77c7c99f8631be32bfde94f4c1e60090fc55d7eac13428ac00f02"
}
