{
  "algorithm": "ed25519",
  "content_sha256": "0d065a6b9d9b2b2f451cd599b42ec8cd91f47abfd72a0ececbc0ad49cda9113f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b6ff0f150ba0977c9a8f344c42f577fba031b091a984ada98005bac74f5d7d2",
  "schema": "gridshift.signature/1",
  "signature": "9db04d33d815b9b1a6af115e4b58712f2b9502b5256274c0bb07d0786131e90221f954deeb4f1f748d91880c845352291c9aca2d7636171cbbcd1907cb9d710c"
}
