{
  "algorithm": "ed25519",
  "content_sha256": "cdc4e26025f9c9cd882e9443346e57d416e249b8ece5614c8fef0b5aa5fb3f4e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e0c5d7c11156d53cf9edf498971cf6cf1233c54f001d5d4073546244f991d69a",
  "schema": "gridshift.signature/1",
  "signature": "11695198afd1793becc2a2403ec381fa5eb85b36a8304a3ab2c3d0a2c4a426d8e4915957c265da22c4ccdee1f3242434b1961cbb26232108d714f8cd4b584705"
}
