{
  "algorithm": "ed25519",
  "content_sha256": "9faec75691d31ebc906b85a3c96a8811f5fb89e0b285ac7d556a928983ba279b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "49bef30a16fa3945ccf583c1c42c0c5126d1635d61af7a6d4aea21264d7f33e0",
  "schema": "gridshift.signature/1",
  "signature": "9dbc8fdbba5b863ef0bf2e27f88cb7db97b97ade22c6aba23541eb27059eb58cd0d351cb1e03ef9a3f9a74e045023fe0b41253ea02b9d56cd4db2ab863849602"
}
