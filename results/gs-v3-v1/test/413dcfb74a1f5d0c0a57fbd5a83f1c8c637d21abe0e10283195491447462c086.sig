{
  "algorithm": "ed25519",
  "content_sha256": "3d1cd3855402c86c49e9d2248f2b42f4ec835e6e0baf31f5a7beeff2e337fb46",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "413dcfb74a1f5d0c0a57fbd5a83f1c8c637d21abe0e10283195491447462c086",
  "schema": "gridshift.signature/1",
  "signature": "c207309acd8d4a6b31ad682a923b657cc19c494f26824a1ed88c4736c8ae51dfe5a937b6ff988ad9bbda3d32331bb7b4db09d2845fca9a01bbd222bf1dd1b800"
}
