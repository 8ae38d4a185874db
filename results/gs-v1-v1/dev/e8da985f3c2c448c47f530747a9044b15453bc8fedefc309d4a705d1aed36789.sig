{
  "algorithm": "ed25519",
  "content_sha256": "7e9c4ab1b1c105e9971f7912554b85b1c942b14979d96e36e3adff03bbfd4186",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e8da985f3c2c448c47f530747a9044b15453bc8fedefc309d4a705d1aed36789",
  "schema": "gridshift.signature/1",
  "signature": "bde32f5e899c57eb46bd0ca331c567389602750d967dce47b84c0023978c11d3e5295cec53b3607586d302777b817efd8d5ee8bd4b061095d599db4a093e7d01"
}
