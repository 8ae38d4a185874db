{
  "algorithm": "ed25519",
  "content_sha256": "6de329a8a0ef594bff7cb643e07c528a14bf66570333f9ae73a8f432d13a66af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c5c834d459a4c6e9cb6687af4f7eeba4616929d72e3674c9b80dd69b80964ff5",
  "schema": "gridshift.signature/1",
  "signature": "0612968fed5e99ab178dbcab810e0db7b01e108f7a2bf7caf4c5a44a4b63ead0c52d5fb2d5db2e201edb9ee9cc9d64473585f591c95e8a0a9825b7b9a8de4500"
}
