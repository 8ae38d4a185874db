{
  "algorithm": "ed25519",
  "content_sha256": "ebe742f5d66f3ca1b9a5b852ab10eef7aba08109735df282e1a79b50596bee27",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1646e5866e704d98f24e7b429bcfaa1dbb869d52ee34d061b8913791e7ac2590",
  "schema": "gridshift.signature/1",
  "signature": "71a2f34b7f54a1df133826cba080302cca4084d3296e2972eb437a2d38756290b06040a6778d9b446e23fe9bbbc53aa88f1151ac46e8eaacdc61c53094f45909"
}
