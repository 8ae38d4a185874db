{
  "algorithm": "ed25519",
  "content_sha256": "1699597adf6724a2889bc1890da9c3482df57ae0bd527a83b4449131dc0db51d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "efe45b9f6baae712fdf2476ac4c9a98876cd88bdb8faf798f5a648e1e268f4a1",
  "schema": "gridshift.signature/1",
  "signature": "367b84d9618a6b846e463ddc4f4299b01d9f19a3958cfdad2e3d6960e38f37a4d08f4ed9e2bd074fae48efd645d50eb858450cb8a35ca7eaf66e25bb8bfa6109"
}
