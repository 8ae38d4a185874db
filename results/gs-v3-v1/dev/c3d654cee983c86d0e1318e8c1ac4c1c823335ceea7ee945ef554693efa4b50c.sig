{
  "algorithm": "ed25519",
  "content_sha256": "90cc3b9f6f9a22f0df3c2e6ccf2944eb076bae1734dcce83abb8b20a9d9cf913",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c3d654cee983c86d0e1318e8c1ac4c1c823335ceea7ee945ef554693efa4b50c",
  "schema": "gridshift.signature/1",
  "signature": "6b6f8b517fcc4f1bce0a23f3c9264e666823fbfbe2123b596d2582898b54567e040309421ec9a95732686c4b57db1ba3eb23dcdb4a5f51d2c5fe8cb95b860503"
}
