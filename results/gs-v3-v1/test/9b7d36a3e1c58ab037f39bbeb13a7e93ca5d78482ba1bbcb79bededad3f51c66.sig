{
  "algorithm": "ed25519",
  "content_sha256": "e21e4e7234cf161abcd516d7333af21705dce1c71fed539246b7cd78f8f33880",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9b7d36a3e1c58ab037f39bbeb13a7e93ca5d78482ba1bbcb79bededad3f51c66",
  "schema": "gridshift.signature/1",
  "signature": "1e9b78546246a0835030a9c19ba9c888e9cfb044a3417fdd96c540485150e81b1639ad468209c9db2434e81890c4fa19fc8023c28208b70d59677e34826a6303"
}
