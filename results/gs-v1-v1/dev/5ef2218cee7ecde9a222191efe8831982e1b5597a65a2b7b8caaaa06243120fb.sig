{
  "algorithm": "ed25519",
  "content_sha256": "41f8954e986724627b681ec51c9fb9d29fca7b2bca1effcb6f0b41b20337fbb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ef2218cee7ecde9a222191efe8831982e1b5597a65a2b7b8caaaa06243120fb",
  "schema": "gridshift.signature/1",
  "signature": "945c2119283f95620e7beaa39833ff17e59ec53241c7c8c9354c7d9863f73d7e3883e5d6b9b464c2eb493d294c8af41512945fdc7cc0690262ad079ee457840d"
}
