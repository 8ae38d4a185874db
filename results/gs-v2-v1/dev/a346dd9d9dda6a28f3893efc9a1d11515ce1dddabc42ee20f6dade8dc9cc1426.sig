{
  "algorithm": "ed25519",
  "content_sha256": "8f322bbfcc2e799e3b87cc6fac8511808e4bf7c881fbe90377be22ed0801752c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a346dd9d9dda6a28f3893efc9a1d11515ce1dddabc42ee20f6dade8dc9cc1426",
  "schema": "gridshift.signature/1",
  "signature": "5c60df583fcf5e95a41d32b50a8b08aa44c0d6b6690cfb631984063c27dc3fd8a74fce75b7739ae405ab921b1ee0325ee46228884e06b8fa693d2c9163af0804"
}
