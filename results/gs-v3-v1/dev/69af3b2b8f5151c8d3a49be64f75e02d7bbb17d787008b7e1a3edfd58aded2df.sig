{
  "algorithm": "ed25519",
  "content_sha256": "f89a0038593b92944ebd5bf0a988f429d078aa7bdbb426ae895a1e7cc6eff66f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "69af3b2b8f5151c8d3a49be64f75e02d7bbb17d787008b7e1a3edfd58aded2df",
  "schema": "gridshift.signature/1",
  "signature": "1752103a39adbb5ac4625d011b81542832bcff91949a2b7f216c8cb5068da6299b6c436fc9ca37932ddfcf20ffe8633bc6fcb03728233dbd5d70de8bdad19c0b"
}
