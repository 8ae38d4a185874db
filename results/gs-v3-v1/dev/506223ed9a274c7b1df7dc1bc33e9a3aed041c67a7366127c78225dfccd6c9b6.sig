{
  "algorithm": "ed25519",
  "content_sha256": "6e06b52ae2894178aa8343aa0cdf7cecd1ed20c4aba708d74dcb77f3f74391a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "506223ed9a274c7b1df7dc1bc33e9a3aed041c67a7366127c78225dfccd6c9b6",
  "schema": "gridshift.signature/1",
  "signature": "21fa2b9c936891eca104db52e7290227a97eee0db5abb3eeb51d5ec4159fbd3f3c2b498fddc7da10247553b5cb019d0da7053b58a05dd1ebb94fd5306a7a4c03"
}
