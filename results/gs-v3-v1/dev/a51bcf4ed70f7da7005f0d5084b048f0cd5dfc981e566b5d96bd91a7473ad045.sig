{
  "algorithm": "ed25519",
  "content_sha256": "25986f9fc7b1937af842a4f9dd9e9572c45ec7e5d43efb0ca7005801ee30bfe7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a51bcf4ed70f7da7005f0d5084b048f0cd5dfc981e566b5d96bd91a7473ad045",
  "schema": "gridshift.signature/1",
  "signature": "0c1593016c32cef09d053cb58662c79d8798c61ab9fa9db1b61a9546e88c8eefe239376fd6154f8986fdf4e1b7765a5c07220ce9b401c35834924ae15d795e0b"
}
