{
  "algorithm": "ed25519",
  "content_sha256": "3128872fa7fafa3c8ac1b6ff6bdceec4a9c89adf57bf48e706ea11310fbe7bea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6c606c7fde184905b3c80325dc7e4f4aa7e1336e8ef97bb9d6d8deb6ea0c02d1",
  "schema": "gridshift.signature/1",
  "signature": "7e5b6445cdff466066c7e14764da3c959f2d264c9a61b1b12df7f6503a9554681f6530b02c3c2d86451c43a364dbcd2391a235fb2ec79b50a114733e982a140a"
}
