{
  "algorithm": "ed25519",
  "content_sha256": "244c7ce28c4e9e02957cd93aa936086ee94ca3ec87035f7670637db170f8cb41",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "adef9c6d1104c4d719680a6a70002b5105f5aa59c261b7d31c9b5dfc9eab4c0b",
  "schema": "gridshift.signature/1",
  "signature": "453e85d577fba0c89dd57cd2d842cfc1ce57def2d2cf33078b8dfb58e2ea0062771f5cf098999a22b57c78fefc4c29b3df575d1d4a650ed07d42fc998c99db05"
}
