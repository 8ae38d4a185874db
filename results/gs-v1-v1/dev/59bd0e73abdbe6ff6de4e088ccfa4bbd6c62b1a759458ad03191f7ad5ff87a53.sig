{
  "algorithm": "ed25519",
  "content_sha256": "be7f351fef69ae306e81b8432778b38a27e57cacfca34706110b62636903e076",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59bd0e73abdbe6ff6de4e088ccfa4bbd6c62b1a759458ad03191f7ad5ff87a53",
  "schema": "gridshift.signature/1",
  "signature": "1e4506e2ccf76bbcdab38468db2c36940461591be4d423108cef8e6bc8e7c56ba4531329d4caca5b735157a51ee7f2229a1fed99c711e91fad1ca706241c0c0e"
}
