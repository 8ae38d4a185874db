{
  "algorithm": "ed25519",
  "content_sha256": "41867c483c7d544bde0d4388f7959dca8032db3851666675ac2b474968e23e3f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5647a38be1d9245d72449ff1771862cc65d28410447dc5b60bc7f2d817246b24",
  "schema": "gridshift.signature/1",
  "signature": "4c84ddbf306bbe9eab98c195f77ced8b022c6f9bfc025bd96463be97fd4b9c714239b12a4c94d0f7f6d3ec5b5277da5c77462563b5d5d2e00bdbeebd7c7c060f"
}
