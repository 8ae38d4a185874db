{
  "algorithm": "ed25519",
  "content_sha256": "ab759c67c9971fcc533ac2d8eb208ed45377bfa66443ae6293ef7c4b70e0134c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2bbded5690ce839b81978282400691395ab0a6bf0fd394f071ecdb6db81c5584",
  "schema": "gridshift.signature/1",
  "signature": "b5f0345e11276ad2c4294867868829f89e0db10651b548a3125901bb419cc33d21815505bd28ac391d201a34a825e2f671f6ac3bce6f8c5fcc2d5cfc5fae300a"
}
