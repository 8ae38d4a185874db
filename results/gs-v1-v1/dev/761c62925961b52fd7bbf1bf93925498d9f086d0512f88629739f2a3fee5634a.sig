{
  "algorithm": "ed25519",
  "content_sha256": "a0dec3d739a7c4a74eb60a6a5d2950d256d3d8e7df5c731040f2b51d376841d3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "761c62925961b52fd7bbf1bf93925498d9f086d0512f88629739f2a3fee5634a",
  "schema": "gridshift.signature/1",
  "signature": "46acf6049cb07235e46e2d3d4f61080223af9df4c05ff0fc72aeebe608c860303e5e3992d7dfe163492cc0f989b034de5c74cf7e7b88dec80d5a28c3846cbd09"
}
