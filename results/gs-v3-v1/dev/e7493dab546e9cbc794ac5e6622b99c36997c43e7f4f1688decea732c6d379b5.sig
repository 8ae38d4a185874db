{
  "algorithm": "ed25519",
  "content_sha256": "19881e5a8fc7118e9d7ab567cb311661a0dfe7da7c10ce9ba5032bfbb411691b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7493dab546e9cbc794ac5e6622b99c36997c43e7f4f1688decea732c6d379b5",
  "schema": "gridshift.signature/1",
  "signature": "138f802c94230d996ef3baab07e9b81e322e7e5a54da5dbb6c88015df266558c8e467abdf00c475ccf8cec7a75315e3a4f8c57b46e7bbe36b7ee1f0cf0ede303"
}
