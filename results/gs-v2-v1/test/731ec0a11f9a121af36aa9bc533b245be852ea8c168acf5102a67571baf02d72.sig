{
  "algorithm": "ed25519",
  "content_sha256": "ab2de34251fe5415a85157bab5eba286ba6a64dc85b4c31d7f36ddb2ec1db71f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "731ec0a11f9a121af36aa9bc533b245be852ea8c168acf5102a67571baf02d72",
  "schema": "gridshift.signature/1",
  "signature": "d5e786feb700a299484e8795438a8b7cacc5ebd834b20eddae506fe4763fe8b1958ec3128c5ed2e96efb5864c8d90c31014f38b8da1f2e53fce10875cb2cc608"
}
