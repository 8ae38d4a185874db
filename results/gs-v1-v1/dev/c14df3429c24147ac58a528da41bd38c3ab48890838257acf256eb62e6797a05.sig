{
  "algorithm": "ed25519",
  "content_sha256": "8fc34430d63d4cb11b3878ec505f1faa1c08b162c02f34984436bcce7485aa58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c14df3429c24147ac58a528da41bd38c3ab48890838257acf256eb62e6797a05",
  "schema": "gridshift.signature/1",
  "signature": "20f504d7ce0338f11534acbe9d2d6c40cb221bfc6aa427de95f5fdc2237d52c9a820066f3edcc15e907f1a47c2fd4ccd8a7ce8a94e4a5b351c5d7e783467b206"
}
