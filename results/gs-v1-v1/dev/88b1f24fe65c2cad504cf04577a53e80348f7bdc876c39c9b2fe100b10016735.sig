{
  "algorithm": "ed25519",
  "content_sha256": "e47890f04e9064fadbae3c28c443ca02f3a1defac8a10f290d87afed41ce51c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "88b1f24fe65c2cad504cf04577a53e80348f7bdc876c39c9b2fe100b10016735",
  "schema": "gridshift.signature/1",
  "signature": "096216bf8e9411f8af2f27096c307938b053451d5807c79d1ba3bee599dacd7e3d394d65614dd8bbb6c7d4035e1b3b5c5dda1f94340bc0cf231a671ca5578300"
}
