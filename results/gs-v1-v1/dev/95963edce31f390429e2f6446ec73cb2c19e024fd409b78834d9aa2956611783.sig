{
  "algorithm": "ed25519",
  "content_sha256": "3fed498678fc94eb90150580b6bbd40c2ba715ef5e4ea988e97db468de21ac86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "95963edce31f390429e2f6446ec73cb2c19e024fd409b78834d9aa2956611783",
  "schema": "gridshift.signature/1",
  "signature": "56e58cd32421d0fc472b8fc0b195343870d369dcab6d5d3ca797cfc9814bc4cc97be591f2f32bc8140ae429d28d96038b7928ea21fc8149f92e9e24d40403305"
}
