{
  "algorithm": "ed25519",
  "content_sha256": "7224cd5f766cf961a12643370f5f9fbc592fff85b9762eabdc1735bfaf502f12",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e165ef96b1e9d543436a882f908e4fd8ca57a02608a67838e86c28cb9dc63f5",
  "schema": "gridshift.signature/1",
  "signature": "be54cfbb8030b6dae7140b02921ce9d83b55c25334b518ea555b1ce0cbbbbad58e50fb202b92ce22788abf255244086b82ad35a7cf553c496ff0718877f9b90a"
}
