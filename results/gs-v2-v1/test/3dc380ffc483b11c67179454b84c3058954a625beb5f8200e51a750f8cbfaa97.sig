{
  "algorithm": "ed25519",
  "content_sha256": "8f837b30e48702e57ccf1cb4ecb4ef41467b937cc033126bc3eb5a0c121b1f16",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3dc380ffc483b11c67179454b84c3058954a625beb5f8200e51a750f8cbfaa97",
  "schema": "gridshift.signature/1",
  "signature": "7f67de0606c552b5214a65b4976e00fd6e22bc754a9e5af2274b9a6c054f99b3961e78d9a618dfe56a01ba5665ea0eeb3b179a6d9496e8d8abfbe4b27cab0202"
}
