{
  "algorithm": "ed25519",
  "content_sha256": "43cac8e17d6a749b709a470448106a503745fef125db3747289caa18454d2d68",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a58e5f00ca906e30e7f331006af7fe7b4c6d9fca101336e39193d026529032b8",
  "schema": "gridshift.signature/1",
  "signature": "c37f6852de321f1bab426eedbddca2a291e9e7fe8f9bf0440be5528980c6e47e32e086916cc5f214b5c5560f1be6551bef8d4d0a52185df2747afe9909dba006"
}
