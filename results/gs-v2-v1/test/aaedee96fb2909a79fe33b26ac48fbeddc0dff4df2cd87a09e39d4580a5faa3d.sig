{
  "algorithm": "ed25519",
  "content_sha256": "d53dd5f4c54a7bce54aebdea5473809f67ba9ce94db31033bc47d5190213a233",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aaedee96fb2909a79fe33b26ac48fbeddc0dff4df2cd87a09e39d4580a5faa3d",
  "schema": "gridshift.signature/1",
  "signature": "0b5ce66058723911f3b647b424072040989eee1b6d75415de0dc16126058aff31284de0917fa236acc44d21c95d3fc7425b8ad32c542182e9b0346dd15eae90f"
}
