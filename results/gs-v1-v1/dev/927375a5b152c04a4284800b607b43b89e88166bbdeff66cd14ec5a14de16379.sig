{
  "algorithm": "ed25519",
  "content_sha256": "359e4354e92c05ddda681b11e13513024375416b2002e85b0405a7d716eebfad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "927375a5b152c04a4284800b607b43b89e88166bbdeff66cd14ec5a14de16379",
  "schema": "gridshift.signature/1",
  "signature": "3e5ba1f3a805ace0632ca121d4f739c335cebc1399f0e8dabab4958cae6510aa5493f4f3400795dc24ae0201c4fce546cd2111faedb9aa712a2f6df41a811c05"
}
