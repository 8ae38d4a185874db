{
  "algorithm": "ed25519",
  "content_sha256": "6e2a3fe42dce30df5318770600d5a04ae4504c19d69a0e003973f1028bd16ce8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c6505aed674d08eacb1f0151962c1c90c559cd0ff4103e6d877f0555b48eba70",
  "schema": "gridshift.signature/1",
  "signature": "29d013ebcd95b3cde4a1aea2c3c4405058acbce229dfdeb30ab03e55062ba352ef142668a0a5418066fa8412a398bb23daa1b43a613a477661b53fdde2504c0c"
}
