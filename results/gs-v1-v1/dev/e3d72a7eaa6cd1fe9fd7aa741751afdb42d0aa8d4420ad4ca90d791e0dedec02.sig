{
  "algorithm": "ed25519",
  "content_sha256": "ec16db0b4e8375cd79f6b1c10fb1ad598acfcb52212163d777ec6686d9172fa2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e3d72a7eaa6cd1fe9fd7aa741751afdb42d0aa8d4420ad4ca90d791e0dedec02",
  "schema": "gridshift.signature/1",
  "signature": "313533bda6d8251f317bdc68e543487e212797e420f67c92142109f0cd02daf4b631bb2183ef1c4846a7ba3a94ff5a94ab27df26440ff07eb4ed5da22875b50b"
}
