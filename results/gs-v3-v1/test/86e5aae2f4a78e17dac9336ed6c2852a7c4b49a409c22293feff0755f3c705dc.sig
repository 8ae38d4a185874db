{
  "algorithm": "ed25519",
  "content_sha256": "360a4d9b172fedc0cc2423a5bc1d87e4d2ee400b5365312053e028da92149fcb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86e5aae2f4a78e17dac9336ed6c2852a7c4b49a409c22293feff0755f3c705dc",
  "schema": "gridshift.signature/1",
  "signature": "9aaf862e10f22061b590762d2692588c1700bdef40fa738b8b6657fe8b4d49f58c33f822767d26a2132fc1b7b145eaa0cdc710fba5750964c6b293334e730805"
}
