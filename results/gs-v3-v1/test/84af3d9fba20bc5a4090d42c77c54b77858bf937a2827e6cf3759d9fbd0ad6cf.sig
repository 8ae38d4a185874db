{
  "algorithm": "ed25519",
  "content_sha256": "cd847cec54c62693e34834ffcdda3deaab2ed95b7c2cac00f551e917dc86dcd7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "84af3d9fba20bc5a4090d42c77c54b77858bf937a2827e6cf3759d9fbd0ad6cf",
  "schema": "gridshift.signature/1",
  "signature": "5b5876df9a3819647c9f7b24ae0e3df6abf5e9841ee089073aea099918e745f6690ee1f8dcf9c7fed1057626a177b08b453f19e970e45ba11eae45e6de0c8604"
}
