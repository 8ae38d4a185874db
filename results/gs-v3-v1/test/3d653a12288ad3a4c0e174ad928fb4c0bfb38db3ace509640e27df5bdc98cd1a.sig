{
  "algorithm": "ed25519",
  "content_sha256": "dd57f7414a533cb46fd5b472cc95e986fe2d3ce996f5b7299b09b203a13f73e2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d653a12288ad3a4c0e174ad928fb4c0bfb38db3ace509640e27df5bdc98cd1a",
  "schema": "gridshift.signature/1",
  "signature": "4b932470e2693e0c3fbe8a844aed2f0964b4a42a37140d6f9502ccaa221e502102173efd4f6735cd5fc71516155cb0d435c9ddcad7176040f09f36b51b65f301"
}
