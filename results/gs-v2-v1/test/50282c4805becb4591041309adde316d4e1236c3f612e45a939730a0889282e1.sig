{
  "algorithm": "ed25519",
  "content_sha256": "63762e466e18b8fa9aa5d7603f4dc9f28ae4ad8ca5f7b6a57eb19dfdc0b417e2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50282c4805becb4591041309adde316d4e1236c3f612e45a939730a0889282e1",
  "schema": "gridshift.signature/1",
  "signature": "fd62ea7aa8c5685c7b272f504f8d25aeaa0c5cf9f7fbb4380467aa7a538a15c9ace2aa40ec806f7e792de1cfa52339031028c210dad578064e0bcb4e27e29305"
}
