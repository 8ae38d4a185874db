{
  "algorithm": "ed25519",
  "content_sha256": "e8d4294a2fb9a615dfde771c8e6df10f02a4ef122d63804f6f5aca8fd8dea4ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f75676b1e9327640dc94f985fa98a3b381b2c63de063e07a8099092d13ddb288",
  "schema": "gridshift.signature/1",
  "signature": "1098b9ece44b545cec09031cd29095d09f96f9d3655b6aba10e581d6223d036d1102bfde201c833be4a6cd344ef4c72640c0560487b579ed11a70b45ef11b80f"
}
