{
  "algorithm": "ed25519",
  "content_sha256": "3b9e7b72772ea6d1b1170d5890143d856f36acb1bceb4bbaff148f44b2bd0b72",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "860b5999a4e6fce3f9c9698cf1ab1985fce393f80355fb818c9e278d138eb6af",
  "schema": "gridshift.signature/1",
  "signature": "8417a4cf96f12c82273976db14e99673e8ecf5a53e1fc36ba45fb1109cd0e3ca5b0d6724bd97a5ac65616636ee65dd7e42d77719f42537df3a67359b128fd30a"
}
