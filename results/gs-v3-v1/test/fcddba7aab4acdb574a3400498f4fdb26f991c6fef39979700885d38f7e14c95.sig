{
  "algorithm": "ed25519",
  "content_sha256": "eac479d4b8796b17e0edb3c37f5e93da27ac462c2ca06f9c91d3ff181e00d1ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fcddba7aab4acdb574a3400498f4fdb26f991c6fef39979700885d38f7e14c95",
  "schema": "gridshift.signature/1",
  "signature": "a91ea7c61e1ce6d9840942f8b907bd3a32679cfe0f216ee778569f136d2d681e38367a755f688236d9535df0552e5c7aa2660eed30ac7f863bce013ac4bcd700"
}
