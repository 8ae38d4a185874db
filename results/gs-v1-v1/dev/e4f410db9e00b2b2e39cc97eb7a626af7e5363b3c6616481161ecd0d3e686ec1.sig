{
  "algorithm": "ed25519",
  "content_sha256": "afe35b488bc5496ab24bd90d9585d5a62c45dae9285e95896c2d200b231a0aee",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e4f410db9e00b2b2e39cc97eb7a626af7e5363b3c6616481161ecd0d3e686ec1",
  "schema": "gridshift.signature/1",
  "signature": "621f2c9565c70c53bcbb47c9988dacd55c43abae56e1768071d0415c8b3b86bd026a80f05226d5dcd5314f7019b574aab2c57de051869aa6be03f13bb887fd07"
}
