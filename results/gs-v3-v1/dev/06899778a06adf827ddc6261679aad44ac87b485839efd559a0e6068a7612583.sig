{
  "algorithm": "ed25519",
  "content_sha256": "eba3494262338f801d458ab53d9f0bdba6115ee672a2f86928cad2443cf8417f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "06899778a06adf827ddc6261679aad44ac87b485839efd559a0e6068a7612583",
  "schema": "gridshift.signature/1",
  "signature": "0ba201ddd221d0f0edd758f58f054f8f77992ef23ea58161eb513fcfa672dd83f2ca24ad918a83a016f1b1f57a0bad896aefd6598318cb4dab5d8787f89fa002"
}
