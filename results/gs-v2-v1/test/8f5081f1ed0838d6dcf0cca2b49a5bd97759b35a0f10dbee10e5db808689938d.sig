{
  "algorithm": "ed25519",
  "content_sha256": "49658149f97dd76ffb3b94a0187ca1561183de2e01e6ec554ed86b1edce60776",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f5081f1ed0838d6dcf0cca2b49a5bd97759b35a0f10dbee10e5db808689938d",
  "schema": "gridshift.signature/1",
  "signature": "ea349bd5e7555d431f3927056a4f164db39cf72283b46773229da6b6c6dca2aaeec25ce6008d1ac9f99088750b491c08eb7504dfc8c32e2444019a77ef9cd90b"
}
