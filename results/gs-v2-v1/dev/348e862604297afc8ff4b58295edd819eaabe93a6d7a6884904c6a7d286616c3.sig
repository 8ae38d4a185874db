{
  "algorithm": "ed25519",
  "content_sha256": "0cea3f8b439b1c112f1c07f147cd3f0b75dd1c01438ddb6c856d641f0dd8f775",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "348e862604297afc8ff4b58295edd819eaabe93a6d7a6884904c6a7d286616c3",
  "schema": "gridshift.signature/1",
  "signature": "b992d3f4ce9d1ea293aa6f6645ee07912cdc60f6a2424f9a7123dd3b5907c0efeb2809a961785bbd74592c07ebbbfa301efc97b5e0c2e4f10896ea0347f84501"
}
