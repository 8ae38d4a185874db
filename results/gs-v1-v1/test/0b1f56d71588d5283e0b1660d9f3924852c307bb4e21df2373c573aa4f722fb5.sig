{
  "algorithm": "ed25519",
  "content_sha256": "e4f6c28d64f39fff08615ab650f6330c4ca77ae0524217727ce894ca4c601ee1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0b1f56d71588d5283e0b1660d9f3924852c307bb4e21df2373c573aa4f722fb5",
  "schema": "gridshift.signature/1",
  "signature": "480e9b03ca3eb22bc8e10081e3f8cfd9953fcd7a6ff407f7198f7a382f1dd0f9bc18393a75f4fbf0304f87e8dd94c86c48c5e2c9c52152d9051e639b6146d807"
}
