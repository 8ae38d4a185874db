{
  "algorithm": "ed25519",
  "content_sha256": "9075944aa9431a20d714a7c2c14fd2b75c69b3df90eddadb7db3849fe86a958d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ddadf615aa842c72f263b540d9f2f9b69de31284bd4ce9fb936d0983a497b204",
  "schema": "gridshift.signature/1",
  "signature": "eb3de91d9865c98ea69921cd171880388fc1619c62b9abac7125712b25a9537308c73343cfe73dd52c49beea9137dc029b7f0f6b683200c8e856f9b1caed5202"
}
