{
  "algorithm": "ed25519",
  "content_sha256": "2eb1cc32603cd6510be281975f5668df3b0236454333d6d8cbe1817621cb033b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1381587f07df6d0cc44dc353229c882af475cb4e1e08e3a9508392a6d76d8b8d",
  "schema": "gridshift.signature/1",
  "signature": "fedd28563a3f5fe4f4040e71e13582d3ba4bab716aeaeea55acc33ed0d55c73cde6b0d22ae004553a8fce073d8dd51bbe3db1847c2d12bd6aab8ce8f65bf8009"
}
