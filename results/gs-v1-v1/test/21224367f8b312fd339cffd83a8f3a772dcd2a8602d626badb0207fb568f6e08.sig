{
  "algorithm": "ed25519",
  "content_sha256": "9efc7c513aa47e6b99b2d0881d920a1094c1364006f5fbceb203db9411e3f110",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21224367f8b312fd339cffd83a8f3a772dcd2a8602d626badb0207fb568f6e08",
  "schema": "gridshift.signature/1",
  "signature": "e62cbe29db19f34660dfd2c622c94fe91209db02d472e2825e2424370cc6e9729b4f37ab8cba6b1c947f8ebe76fadc5d90dfa4e67503f84ff8ca10e1e192d307"
}
