{
  "algorithm": "ed25519",
  "content_sha256": "7095992f3c5449ab7dbdb9f9c70da9f9145ef45b638116642da959d6e1dcd2d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1f241401bd83a999cbf14767fdb6d75addb5ec0d409c1e54aafffa17679cf5d",
  "schema": "gridshift.signature/1",
  "signature": "54f52fa575d7b07ad43d8ef001327752cfb365805a2330c9557b6bc3b7b7bce976ff97f0446e6fb468eeeb8bc3b932c4e5794c002d491640bcc12d3b597b8f0b"
}
