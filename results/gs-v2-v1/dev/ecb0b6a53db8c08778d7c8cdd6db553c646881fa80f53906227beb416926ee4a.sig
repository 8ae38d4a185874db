{
  "algorithm": "ed25519",
  "content_sha256": "feb727ba3e9abfc8e407042969f2d86efe9020bbbc1b50dbfdfa9f29571b24af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ecb0b6a53db8c08778d7c8cdd6db553c646881fa80f53906227beb416926ee4a",
  "schema": "gridshift.signature/1",
  "signature": "57f5968b0c2f8dd8468c02b0c5405d89e926273f72cb6e17eb2d56e170f351e9416399abcb433fc20233cd261d5a146ec289b404266c5dc203132d8e6734a30c"
}
