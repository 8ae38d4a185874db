{
  "algorithm": "ed25519",
  "content_sha256": "42e934262f5686c6f3ce4702f73781747582aa4c4fe3d0ccf9996f72de22e90d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0443e4bfdab1bdf1e7607897d5c1a6605e1e19bbf6c2e5b253a768e4b47e9516",
  "schema": "gridshift.signature/1",
  "signature": "1393a4e6c778a1c3dd05d78dde86eab13752c647ac3c2a51344b51ac30f41b159d3163fb83ca07f3daa81094b1f1128ccbe7b3cb58a58c0c95d2e5cbfea72d0f"
}
