{
  "algorithm": "ed25519",
  "content_sha256": "3f41ae949d17d7e9c7a59d18d7900a2eeb9a3a2e871cf2a920bf7fe2fd345ba0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8a84d03bea42fda080bf6f53edabda60b2bda9be6d61a8352809a9d14be2f9d",
  "schema": "gridshift.signature/1",
  "signature": "35b20406ef5a83f61f56aa1567c7c4648e2b510f52d71b05e4921670e3a7914df597a01ff9033cba7848949108968ccb775cf23149756b84acf91f2c3ebfe102"
}
