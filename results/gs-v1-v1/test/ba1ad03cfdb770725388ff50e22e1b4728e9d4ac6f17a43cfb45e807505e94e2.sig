{
  "algorithm": "ed25519",
  "content_sha256": "ba2beacb5956c2a3f82bc141a871877e7ced3493618227f579df64ba4ed1318d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba1ad03cfdb770725388ff50e22e1b4728e9d4ac6f17a43cfb45e807505e94e2",
  "schema": "gridshift.signature/1",
  "signature": "7b84d31a97487005b320b412d4e0940c3972f5619ab17a6ae1aeb5bc3d3c6483c8a249ebd524c1af1a502da48fd4f841cbc40fc1a123f879938b647327a4870a"
}
