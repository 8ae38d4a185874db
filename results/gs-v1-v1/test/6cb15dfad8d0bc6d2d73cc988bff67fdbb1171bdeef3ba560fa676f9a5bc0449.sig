{
  "algorithm": "ed25519",
  "content_sha256": "149655be99ece0f032eb4360a59920a91c85203c19e4c6a60d370fb67fec279f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6cb15dfad8d0bc6d2d73cc988bff67fdbb1171bdeef3ba560fa676f9a5bc0449",
  "schema": "gridshift.signature/1",
  "signature": "1547a333bec0278eb7eeedd501aed312b3c7c67cc662f7964ab12e3c90d4f80c0201ef9db7086446cb3212a6b7ee65f64d3fea5fc25cfdbe9e6efae98a0d5208"
}
