{
  "algorithm": "ed25519",
  "content_sha256": "123832e5c6d9fa342ad5a0004cc27815c67253fb818bfec092df501dd6047cc7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca63d1ee77c29cd78e36ee7cf47e9630f425bdb4cbb1ed3ad0334e204593b3e4",
  "schema": "gridshift.signature/1",
  "signature": "ceb4c223d28ded71a5c2d96c2d5d6cbae1f11948e0deb9b39699d5921a3517abb5a769b89ca8708d28a7d09d73a750dd070e88b6b6be571a2c5b28b627a19600"
}
