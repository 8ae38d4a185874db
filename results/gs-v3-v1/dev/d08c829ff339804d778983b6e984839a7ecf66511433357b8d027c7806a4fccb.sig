{
  "algorithm": "ed25519",
  "content_sha256": "046efe631864d2417a6fcf9ff12908e7bfbd330492cac5e20492114ff14e6cd3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d08c829ff339804d778983b6e984839a7ecf66511433357b8d027c7806a4fccb",
  "schema": "gridshift.signature/1",
  "signature": "9f31c0ecae57530bc01c354d769bcd893e4503a15be355a2c09e215c13af9d658f2b86333c6ecde972261cc5072e91fc0c18e05006b5fae96a5a9a6baf74da05"
}
