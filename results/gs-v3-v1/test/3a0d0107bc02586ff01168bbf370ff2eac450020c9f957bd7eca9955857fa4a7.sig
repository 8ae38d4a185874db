{
  "algorithm": "ed25519",
  "content_sha256": "cd817cc89902a0b9e8353cb7b39eecc351b14c3b363b9f604f5109ce4424f3f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a0d0107bc02586ff01168bbf370ff2eac450020c9f957bd7eca9955857fa4a7",
  "schema": "gridshift.signature/1",
  "signature": "d2606ff8325820b5a416ac4a21344bff3a4d158ff2583a32e0e5f824c348e7463f8211619b5d98e460dd66389ded57f039a5705bbe3ca1ab30be063141a5dc01"
}
