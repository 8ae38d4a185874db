{
  "algorithm": "ed25519",
  "content_sha256": "b72f1ce90060a437cda30133a5ca40162ef6ccf0991885f26795ad44f5bd3b65",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01ed68c1c18e28f81e91498ed95601d13ee0001b1338f1bb4a382c49d9685c54",
  "schema": "gridshift.signature/1",
  "signature": "ff9eb9e1b39bdb5d36d4ba2f399bf2f517a1c4c68d4ba2929fac66fa8ec94b9ca3f8d9695a0053cd8df36cc96b8364a637d4c79e0032509be6783d8dd65eb703"
}
