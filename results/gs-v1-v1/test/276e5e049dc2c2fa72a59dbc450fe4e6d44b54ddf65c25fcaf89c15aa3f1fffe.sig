{
  "algorithm": "ed25519",
  "content_sha256": "6a45f1c785cb4bcf4fdc2604fbbbbb33e82f690a360767248ed38344c163e8b8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "276e5e049dc2c2fa72a59dbc450fe4e6d44b54ddf65c25fcaf89c15aa3f1fffe",
  "schema": "gridshift.signature/1",
  "signature": "5d7594ed804a1eb59ff69de10730c25c58a0436bda5b4816bc2299c69def289704aa1566c3d5788da79ce4452c1d99576d700e4ae980b581e67f2d2ba01c060d"
}
