{
  "algorithm": "ed25519",
  "content_sha256": "f822960e1c306cab6a72fcd11f152664f0f5aec089e6e0c35b0be35b2dbbf886",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e0c3eb716daa70335e4122dc9270125ba1a3d81a152ec4b228900a3fe4848527",
  "schema": "gridshift.signature/1",
  "signature": "c67f01d33154b790eb150e9a201f2b8c542091c26fb7f5ca948d0573b283e64c7859462f4327ab0e5a326c3ba13bff4fa868300240659bcb6c7b5e96524e970a"
}
