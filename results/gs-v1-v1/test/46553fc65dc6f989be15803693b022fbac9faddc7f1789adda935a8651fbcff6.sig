{
  "algorithm": "ed25519",
  "content_sha256": "70c69d53105a31c3c4aaba59206950fca667bc9f575bd0f5bdb92820373f59d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "46553fc65dc6f989be15803693b022fbac9faddc7f1789adda935a8651fbcff6",
  "schema": "gridshift.signature/1",
  "signature": "719da7035c015d93cb92da22ac60bd2ce064db2d53376408e7c69158ca65afc42dc7e2357a6bac8672ee7d0725954b4943f6f9cc067c2931964508a830011303"
}
