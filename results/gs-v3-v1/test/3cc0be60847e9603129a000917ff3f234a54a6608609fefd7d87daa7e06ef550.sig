{
  "algorithm": "ed25519",
  "content_sha256": "ad135443e2f2ab25e5d37b5f4c1ef9d984cd3d867ffb5af3bc261020b7cb8794",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3cc0be60847e9603129a000917ff3f234a54a6608609fefd7d87daa7e06ef550",
  "schema": "gridshift.signature/1",
  "signature": "7a574b0e9c68f4c4787c6f36ef5b593baea8d4f0953ca873f06cbcba908035657116b96776dc5bb682f9eb0555adae81328cac5beb9aa89241e7b1eeecd9710a"
}
