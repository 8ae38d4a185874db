{
  "algorithm": "ed25519",
  "content_sha256": "eec5bdbbf13f2c56ae31facfbcd4daca14422c2b88f210b2159d149586023684",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec857b4d8e2001a29b58e01df1df45ac7974141b1f830775ecd7d8ca88ff7544",
  "schema": "gridshift.signature/1",
  "signature": "b32b4d14a45c83879da50049f3a8c280ebc1462781b06ed78c7fd814435dbb79427f334a946736d4d71a5156fca43fc074eda1cfb06a82e98e60ed17eb9f5903"
}
