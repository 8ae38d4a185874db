{
  "algorithm": "ed25519",
  "content_sha256": "704802cda652be2c2d53461bdcc68870e53fa813cfa358371874dd8b444a8467",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b7d3010dc8640555db81b1d24c590b3f216c5da190e4fd9eaf15fb3e64d9ec9e",
  "schema": "gridshift.signature/1",
  "signature": "c91dc690e52b0098ac3c607876018beb05fb78741943f2b705c77d47f89ac701df2ccbf63bbfe0c2f62059791623d1561b8c2223a988423a3626f2fa0717ec05"
}
