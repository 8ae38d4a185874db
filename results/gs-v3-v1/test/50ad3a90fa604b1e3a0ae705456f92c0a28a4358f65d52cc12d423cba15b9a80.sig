{
  "algorithm": "ed25519",
  "content_sha256": "323426716c4935c0af816ee65c02eeec085931fe06836f7fa2f4c67dc7d3e5c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "50ad3a90fa604b1e3a0ae705456f92c0a28a4358f65d52cc12d423cba15b9a80",
  "schema": "gridshift.signature/1",
  "signature": "96560ce36a289d7cb0485884339e3ffc626d5ff235ed692a619fe65efa09e2f74847707a4788489fa796e8b2af1c4a505091f336638edc7fd2a0269735ce350b"
}
