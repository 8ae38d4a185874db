{
  "algorithm": "ed25519",
  "content_sha256": "bd6cd9dea55eb412515d126e99bc5070f98b6e39f79179e57bfa6fc4cffe124e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd5bb3363b3d421e060f109f959fd7f8bc12e403fa4b2c26010292cf9a66c219",
  "schema": "gridshift.signature/1",
  "signature": "311f18e7afe4e247cf79e04fd4898b0cf92f38ecfdf50be4823cdf20f409749fc64aea2f672e293044d7d2987ea569f93b401f6e2094f7aa833cdb469f442f0b"
}
