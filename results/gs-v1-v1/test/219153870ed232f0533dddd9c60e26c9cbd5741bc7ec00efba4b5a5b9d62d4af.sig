{
  "algorithm": "ed25519",
  "content_sha256": "87f322738c89cfd39d5485101585b0a8b109d6bfcf00825e259c998ac44d3d5a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "219153870ed232f0533dddd9c60e26c9cbd5741bc7ec00efba4b5a5b9d62d4af",
  "schema": "gridshift.signature/1",
  "signature": "4127b35294b89e76e62d2e5b15ea9aa43ea08b94c906288b2b435c3b19220db0006034ea49225f84d04cb133e8d1c1f01bdfae1a10b86cfce4af3fd8ea97e706"
}
