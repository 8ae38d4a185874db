{
  "algorithm": "ed25519",
  "content_sha256": "82980ba0c8e9b961fbf24463623df29dbbe6219ac3deec00cc2bdf7b9db5bff7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b362d9f29c78c3637603547c330229cc2748187d6c56622bce910f2e939b2fe9",
  "schema": "gridshift.signature/1",
  "signature": "6a68f10ee22fd5d505cb3ca890b9322de70d7bacdef7b41f88133bd2a5bb76eead3847543f0cf98cac2efd4a47d89b8714f9d3f233dc1b26213597c207e72a02"
}
