{
  "algorithm": "ed25519",
  "content_sha256": "13a4bd45c1c90d97ffa2fe80ad6420c093039c0abf78e20ae23eb9539acf6167",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "18262bce2e6bfef84af2387ea49604b1c0efe48f4fb0a265b762e865fc21bc1c",
  "schema": "gridshift.signature/1",
  "signature": "58047e708fc58da2a1cfdefc9634a6e06ce6f01c2b5f17e436a07b829166280e409cfdbdef74b1e759774123aee4ab40687b18aba135482e10d2b164f345d002"
}
