{
  "algorithm": "ed25519",
  "content_sha256": "55006458d6696756f8fad0692d4219e8e45e76c230d3d6c8cb6c6dedff52e719",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6784088e106f53f24e74cfd57a7ed06525ee799c4d56c77aacf2d2cffb40275f",
  "schema": "gridshift.signature/1",
  "signature": "0ce3719a920d5de1a90b1e7f6cd7a6ab17c812a9a0046e24785c2506748f165ecca028c38b3477a909ca83a63f3e97056f8cc4f66e0fb9dc66acb478d82c8204"
}
