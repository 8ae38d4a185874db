{
  "algorithm": "ed25519",
  "content_sha256": "636845557c519aadedad93073a61b8c357f3ec554cc2930eafe1af4c70fdb817",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7ecca134bca5b77c334ef2f0006e1590d2153298946f7e89318b91c95348bc00",
  "schema": "gridshift.signature/1",
  "signature": "1ee246f42440936b1324a59fbe408c177e6c09882ccd3dfdec4064cbc995d3534739cab5d014fe49bb2c6b937c07618af6355f2cbc73a309cb94abd2cb2a5e0d"
}
