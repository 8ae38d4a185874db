{
  "algorithm": "ed25519",
  "content_sha256": "12a452d6ddf0aade6e624058292178127b68cf1188537ec4e9f09d165630b173",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6a1e140075f7992cc5ecc6e07e3ee19adb5bbb4009551ff088f5dde92eb533bb",
  "schema": "gridshift.signature/1",
  "signature": "60e9c5b65fced15c4615f83a6e7636ba998e189636a2812bb2479f5ae58f55a54bc9b7c23735b41d0db0966bbebedca6bef4ee91b4b0d2932e889f578dcb8b09"
}
