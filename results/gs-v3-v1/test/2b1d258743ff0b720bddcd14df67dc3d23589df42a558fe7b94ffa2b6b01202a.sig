{
  "algorithm": "ed25519",
  "content_sha256": "a0171f97b2e6136e1bd7639ea4fb76938def0c6d43f561f3313005c79be1521b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b1d258743ff0b720bddcd14df67dc3d23589df42a558fe7b94ffa2b6b01202a",
  "schema": "gridshift.signature/1",
  "signature": "b49111886be22ee03d7ef3b80bfff2058ab4ef96af544869cbc9989c7fb6c7a2f7e21565f66fd73ca2dcb6dc8452a7050f2dafc251b8766aff6e5b2a9ad69b04"
}
