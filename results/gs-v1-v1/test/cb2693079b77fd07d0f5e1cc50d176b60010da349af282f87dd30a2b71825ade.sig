{
  "algorithm": "ed25519",
  "content_sha256": "d730ae1c3f1a23b050b1e16e768fb7a6f74c8757b7ce1faf7fbb9c1f4a752543",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb2693079b77fd07d0f5e1cc50d176b60010da349af282f87dd30a2b71825ade",
  "schema": "gridshift.signature/1",
  "signature": "372ff174f2e4796b5803eb197109611df6667f4941bb78c02a8772e13b9dc40b9c000f83e7d10ae8cd15d473cd12938b51befebbb173077e1bcc6d89f37f0301"
}
