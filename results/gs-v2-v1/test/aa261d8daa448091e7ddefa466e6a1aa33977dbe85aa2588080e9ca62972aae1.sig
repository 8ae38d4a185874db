{
  "algorithm": "ed25519",
  "content_sha256": "3d4a0ba36418ebb20c3fd99d171e04e691e022398434e670baf3ae11d2f5b61a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa261d8daa448091e7ddefa466e6a1aa33977dbe85aa2588080e9ca62972aae1",
  "schema": "gridshift.signature/1",
  "signature": "f92030e1b6cb1b031c2f5ef7ffa6072371b28a8981b20b8a830435372151778e81be27eaf9fd1ce6bea083cccb22b01f09f9ea79687023e1f58e37c1f7431104"
}
