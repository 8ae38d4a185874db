{
  "algorithm": "ed25519",
  "content_sha256": "9ec39fa0c839ddc82ca14bdae25d86a1a4d896e1fcf98bf01302c8aa1655576c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c78c9e31ce00dccab877200fface6eacb5cd1da70b00f289ce99c58c79c89257",
  "schema": "gridshift.signature/1",
  "signature": "dfa6c00223c880aa8f20426ebb7c539b85a34205b412da42207ec58538d9ce261459b954aff8b52f117b856fb530a782f46105de5b9a5b74a5882a641fe7fe0e"
}
