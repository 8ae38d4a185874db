{
  "algorithm": "ed25519",
  "content_sha256": "3542659dd56c97dcb0f29d070f8ffeee38d8f975450d8198faa81431e23afedf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b67e04dca32b39052cfcfaad5912f568b761db2148ca14c9815470712bdaf725",
  "schema": "gridshift.signature/1",
  "signature": "1e3c990bce10b073c823986852fb01a4db46977c8e36e01e91f07143e7c7985610374cd06436942c84b3005834e5b232f05fd4de186bc387bb76facedad7bf0e"
}
