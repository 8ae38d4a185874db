{
  "algorithm": "ed25519",
  "content_sha256": "3640d156e9e135f90af151b9679ca69f577a6254adf7b0b1a54d647d909e960c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3df0556a30e7c92de717d22ad7960f4e026e032eb2ec090a94a34e1631923998",
  "schema": "gridshift.signature/1",
  "signature": "c519d98d44cf1089e5ab4f1f1a331fe97cf9aad8ce82b3455439e80c805095efe1cfd9bbaedf45c0efa2fa2063882c0eea853bf2cdf49b3b034b2fa4c1b38c03"
}
