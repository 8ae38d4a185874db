{
  "algorithm": "ed25519",
  "content_sha256": "1c552aeeb47544cf1e3980fea2e7c8247903fb9771633ed895d60c54a2589c7c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "18927bda75b44c93a2c53301eff42903c994c633b3e2c04754fdfe2224ce845c",
  "schema": "gridshift.signature/1",
  "signature": "02be2a7d57516c2c828fa84d152f8bf79afbe19b90436fc9848529bdbf77f3c37ad9197d89cf2d6aca535b15af3fbb24ed1bc67342a46af5de82adcd6b8b9806"
}
