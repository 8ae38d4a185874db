{
  "algorithm": "ed25519",
  "content_sha256": "b07d7cdcc9f12b47c2f62cd1f3574af957e4e28916537ef836b3baf53078ea8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9af5386d428cfc4878ce481c640a9420afe2093346f75939ea5d3b042f41d37f",
  "schema": "gridshift.signature/1",
  "signature": "cc1e6929eeec9350f19a25827d4454d82068abc53c86c1d5b008baa8ca222d52ff98f602ac47bc955932b880d8c0d3a4335228fc88c6158f42377b2fa96bd60d"
}
