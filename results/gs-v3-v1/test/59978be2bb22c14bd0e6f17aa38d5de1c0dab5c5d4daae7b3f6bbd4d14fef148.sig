{
  "algorithm": "ed25519",
  "content_sha256": "e1f3f4ef3cf7e311f60e32731fb3e98928715ec1dab96d5d211eeeaceff8689a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59978be2bb22c14bd0e6f17aa38d5de1c0dab5c5d4daae7b3f6bbd4d14fef148",
  "schema": "gridshift.signature/1",
  "signature": "8eb4bfad33eb9a5772bc0dd5c24e4d1f33a109e08e25c47fccb35784e1d3d3ce827b373a83106360b721c7a74fffafa761e83af356bb2e60a2d6c45725f2640d"
}
