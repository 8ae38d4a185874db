{
  "algorithm": "ed25519",
  "content_sha256": "051c88120b1a43f9fee6c02c17816b0f01c04e39fdb240450286c8face329a6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "09e8c5ac21339d3483286643ef180c7069c4b09fac556c114a54813cd46793e7",
  "schema": "gridshift.signature/1",
  "signature": "0df7a60c758922c9e9a063f181ebd7823a457e832f052e8d44058cb84a71a861b9ab98744ed9820aa2bf906fb1db1a7b7bc7679b51a7afc2bea2e12fcca9ee06"
}
