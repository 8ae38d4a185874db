{
  "algorithm": "ed25519",
  "content_sha256": "b9bda58388fbebada3a3b49e5cfdba70624aad19da1cba0bb71d47acee4142a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0546a374435787c889b14e96f903098f01c000be67008eb0f488307e13a20a38",
  "schema": "gridshift.signature/1",
  "signature": "c3e6a9b6b7fcdb53261c3c6e231ac1547e89ef1baefc856c834624a646150832dc3fe6317d7616ec45eb69029367d0f5cb0943b5b2134814943f869a53f09508"
}
