{
  "algorithm": "ed25519",
  "content_sha256": "1205882612520e3458190494b99e02cfce8692efeb7a4315b6c9dc0264bc76c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "952ea91f3f058f8975e2354c7ebd46bb7867b67a4cfa299d059bdd49b015b4f5",
  "schema": "gridshift.signature/1",
  "signature": "041ebf311ab1cec6de0a8c21b0aa339abf545bd5671275565a2109a5a7ea00833e3e10586455f8aeecff087852d18c26e2b48ca3b81f6c6f7d875faf0892980e"
}
