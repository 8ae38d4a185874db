{
  "algorithm": "ed25519",
  "content_sha256": "08dadbb898fd91891d4d0d707acba7504a9d343b43f5437b75328e7119cbd55c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1aacaab5a4d6b3dc33d2a03e480889445b8dc5d201d43704a2df6ee67a575dd7",
  "schema": "gridshift.signature/1",
  "signature": "c09adca52cd7a3c406d33458cd7aa9ee19f1cd7d17115dbc41a88045c016328f510d03e15ee38155689eb35b6a4552b02a639526f5b63b89100f2b393890950a"
}
