{
  "algorithm": "ed25519",
  "content_sha256": "bb945df77000b7a0b49e7921c71a48f2f8aa5fe32352fee4e26fff42106fba54",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "113a9afbeacac88dfc11172abbd3e038d324f96d2feddbf5e1fa9b5923feea66",
  "schema": "gridshift.signature/1",
  "signature": "5c139e796689480d822d148935e1def25be925af3c8bb322b38a613972650640da41be18fc3018466405606b3be9a3323b09104295d22c510bddc35d9420b705"
}
