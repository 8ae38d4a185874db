{
  "algorithm": "ed25519",
  "content_sha256": "c5d679d51b716e8bcd60be06a9313b3243f63fd81c36efb15bf44a09f66d635d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "416655a53fac6946deb2632b9c7cb799650fffcc8a891fae3fa786781325fedd",
  "schema": "gridshift.signature/1",
  "signature": "1cd42e7348c327421a0d918b23475e7c3ab236b7db001839eec780ea09215e11c749c12d159ae4ca85e6381252dc40e5c4b029c5cb20d824888a7fbf52ca4e0f"
}
