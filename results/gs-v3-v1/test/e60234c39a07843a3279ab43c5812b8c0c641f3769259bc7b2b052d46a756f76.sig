{
  "algorithm": "ed25519",
  "content_sha256": "a8e065bbf04e0c600a5b3cd640d2241c3ce19b5c9d41fc8da6a11334a2239a5d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e60234c39a07843a3279ab43c5812b8c0c641f3769259bc7b2b052d46a756f76",
  "schema": "gridshift.signature/1",
  "signature": "74d3b0a1f1d2d5f7f586261cc925544eb7d35385991eb1cb6ae465e0a7c86c30143cd6b5e7b363b251b150a5ad1a761c214850ee164a3238c0dbf8a4186dc200"
}
