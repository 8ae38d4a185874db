{
  "algorithm": "ed25519",
  "content_sha256": "9d92a90621a3b3bdd1bf56888f34a208633d16aa956768406685271485c02ead",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f66b15b2f294da582f469c1ddc5d01d51f93fd69d1b2c559c319494b4abf12b6",
  "schema": "gridshift.signature/1",
  "signature": "8e12b678a4cd86c2357c2def2c1f3b06122cfc178b2d2dde4d47d294970186485a92985ca5ad9c38c8fe0e784d31e5fdc97b88e29371a44e2787e7c41fe78901"
}
