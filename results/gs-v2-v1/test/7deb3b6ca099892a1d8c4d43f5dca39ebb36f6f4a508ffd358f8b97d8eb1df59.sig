{
  "algorithm": "ed25519",
  "content_sha256": "8d0ec56c24c4aec8b70857c05d66ed7331b141301bba646f487e00ac57368d6a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7deb3b6ca099892a1d8c4d43f5dca39ebb36f6f4a508ffd358f8b97d8eb1df59",
  "schema": "gridshift.signature/1",
  "signature": "5ef578ad3ccd07e91a9d94e2915b9fff1f53be93e4831dd33a4186938cc95d8df19767fed4a7e537aea1ea9fab19296bb925107556084b16a6dbc229e20d0a0e"
}
