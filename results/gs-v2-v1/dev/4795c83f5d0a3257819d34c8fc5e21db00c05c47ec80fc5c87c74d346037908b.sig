{
  "algorithm": "ed25519",
  "content_sha256": "f0f55d438a531aa16995fdd59337a152088a73d78cc22551bd929f265c6f98eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4795c83f5d0a3257819d34c8fc5e21db00c05c47ec80fc5c87c74d346037908b",
  "schema": "gridshift.signature/1",
  "signature": "959128e3a37008d0bed86351d4acc7e2bb531ed8507d6e39e863dbaab1457e61e8edaad74fe4d6de0e4ff275098fafeff75b23ad1ed0121c22e3650498dad004"
}
