{
  "algorithm": "ed25519",
  "content_sha256": "24036be1c40e812fad4cc4f70a3fa2047575d616239c0c78b5be2c9af2569e06",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ffc312317257d20a49b7a5a3fbf644ed37accb312e20c85341dd472152a4cd49",
  "schema": "gridshift.signature/1",
  "signature": "2f39790bdde78e9ef2377143d8177cb966223834496ff30262582f46a16f1c2bd6fe0efe3bb140796d3f53d7431c4a95118c9d5f1b3eecbbc4c5c8b77f8dbf0c"
}
