{
  "algorithm": "ed25519",
  "content_sha256": "d67fbb5e46ac50704327413166898a86f9175654d3d24c517157681b5f158dc2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c97599cd8a9fdd416a3facd2fc1bbf44dd0e906d564b22315d88db0dc0870ee6",
  "schema": "gridshift.signature/1",
  "signature": "5a2f5d383b45ad725cedfe96ee8a7bba2acea5c093c2b43df1189868a60a3227cd4e3e129f92f999ae5a2001a531df1ecbcb5df033ba8f4a8bf5f062a8d66e05"
}
