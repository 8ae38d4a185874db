{
  "algorithm": "ed25519",
  "content_sha256": "87c58b58e277c589cc59bcb8fd7f168c1948728922f3368eebc36fa7318a0e05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "33790b28f948895898ab7c8eb75b4b0a9124cdc49b74318bdcfc4a555117083f",
  "schema": "gridshift.signature/1",
  "signature": "3fcfe44df57664b460e065ec9bfa3676eda3191922709f84cd1d86fa83ddfd3c5f415810f6a30088ac7c804bc89e01b715802f586cd662e52c7af7f4e8ebb004"
}
