{
  "algorithm": "ed25519",
  "content_sha256": "cff8c3b5d609a28f535b8eb4756565885e779724b1b5d0d862c44e7cfa5660ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "18befbc13bb9b1edd2a7093edd247f2264eb7d69dd325b5c1cce8354467ba731",
  "schema": "gridshift.signature/1",
  "signature": "96cd0eabb10ec3b60743f636e836d18c939a95fffaaac15c4489cad4125ba5c23e4f64bdcade904b2756914dac975c7c00f1f26bfec92cb554d320752b7fb706"
}
