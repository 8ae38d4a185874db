{
  "algorithm": "ed25519",
  "content_sha256": "e34f8c6e4fef921615e79b134e791325ccae117b5412c110a31ff74614823461",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de0651d6f0266bd5bfd027ff893528353dadcdd4bf2db91b6a1d8aebd5c5cc5f",
  "schema": "gridshift.signature/1",
  "signature": "2d84b92b1baab0105ade760d42da7b3c1a51119c0a81b657149cfe8bbc957b100a9f4df4ea669385f2be9678c925d4ae31e2397d42454f46e1e10d5a2fb9c204"
}
