{
  "algorithm": "ed25519",
  "content_sha256": "83485747f406b4d38d92c0520464c8f60110e293f7d1568e1d34a01bc3cb2122",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "734971c82a01b7aa082a7136bfb77a038acc27d7a1b5f8ea473c1cf5d82b5997",
  "schema": "gridshift.signature/1",
  "signature": "dc60143021cf1b99e3cced4529c9f8a1c72adc580b98769836c4be4d47dfbfa679ec155b138f82d9b4de54f564d7a2fa8a51ef17f5610b49ae74069080c5a805"
}
