{
  "algorithm": "ed25519",
  "content_sha256": "9e2c81bb02f69e5e5faded96fdd631b26d981e22cbfe213fe28f5371438c3b4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f650bd3b98f2ea6cb568050ec64b762a3c312d2d5b035fec4098ea46a36b6098",
  "schema": "gridshift.signature/1",
  "signature": "c00636b0663bed05616fd7827904a649416dc4524d4edd297a3042d0570803cd7ac8c9c318dd44f3d2af49dabcd8c57c4d0d9226ec106a24d421b2cf25f0cc0c"
}
