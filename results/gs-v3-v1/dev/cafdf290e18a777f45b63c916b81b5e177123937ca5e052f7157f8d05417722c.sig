{
  "algorithm": "ed25519",
  "content_sha256": "72e9aea6363674ef835856078843ba0487f7b7d8276281eea99f223ffebb7b3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cafdf290e18a777f45b63c916b81b5e177123937ca5e052f7157f8d05417722c",
  "schema": "gridshift.signature/1",
  "signature": "e9e070f0d3b5280f8504f324ba3d6114c66f7ed876fc7a8347e7f736f8ea2e287d326d553545a768dcef61d38ac485c7b759395ccb3ea419aa6e2ce26ef1290a"
}
