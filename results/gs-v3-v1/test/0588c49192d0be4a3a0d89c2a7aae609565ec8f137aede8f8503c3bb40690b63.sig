{
  "algorithm": "ed25519",
  "content_sha256": "294b6374e6685f7332122c64dfe936bcc84126a0229186bd418e962a0f20ed92",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0588c49192d0be4a3a0d89c2a7aae609565ec8f137aede8f8503c3bb40690b63",
  "schema": "gridshift.signature/1",
  "signature": "8292b180b007c39bae9b5cecb743588d7a94e6661c12fcfe6b7d84e2babe33fd4c26287af179d91833be86fe163214c506c8ed5a24403902e6d01fdbc53c8900"
}
