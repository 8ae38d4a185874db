{
  "algorithm": "ed25519",
  "content_sha256": "941ae92c7ada4d0d50c41fad09c7f094e5c6bbf3566419659ebe36cd3b14e751",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f5ecde612629d11b45281b7577d72a53e2ea2e056ff209777b51c3a209daba2",
  "schema": "gridshift.signature/1",
  "signature": "dc827f72c52b0d15c9ffac4efd527889a975b7df30ad95e69683d184d689628925932bcf9a99688031e62b9a0d18ff785585eb05de6229a5109df7438375d500"
}
