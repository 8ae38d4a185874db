{
  "algorithm": "ed25519",
  "content_sha256": "f006b9264e0791d64a5e36087bf1a7836a0a2f2f8bb70888591bcc972a98ed30",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e6cbef515639107e5bc6e9ae57a2214f0cc29683080c81d439380822477cd9f9",
  "schema": "gridshift.signature/1",
  "signature": "5f7ec9d2b3923bf8bce2317837fddd33de5ede0cb7bf72b099d3647fbefc059a078f04d5f4e3c1d2614d642fb1ea6e798e6233e41f7bfe763bab7da2f5c13f00"
}
