{
  "algorithm": "ed25519",
  "content_sha256": "79a8ac465799ebe7fe4c945a554492a5086551cbd2cdfe028ce7825e96ed9eee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6a22ecb89268fcba9705180a2dd067c3020b31801d7e97bb13dc4fed7f7ed9c",
  "schema": "gridshift.signature/1",
  "signature": "9b1f5327beff2c3eada05993fb337b9e0871d667557f42c961952e3c9defcea6c527833205848dff0a09f0e1c351f328f82d43a78175ad440c3178d48178fc05"
}
