{
  "algorithm": "ed25519",
  "content_sha256": "9b9962a1668df141b7ccfc7f43e45afc66faa77eedfccda30a8680931f954c3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "37b3edb66989ac3d3929e8ac6343ca0c3bf863232f6cf92466ea6564bdcc1932",
  "schema": "gridshift.signature/1",
  "signature": "db7ab6512854f5e00688376ddb884d6c8c179c22e76f92aded3a61c93effd355a3594baa349e0e9c4d92acb0abeeea2e76fc729c4847db928130d9ca34f9ba03"
}
