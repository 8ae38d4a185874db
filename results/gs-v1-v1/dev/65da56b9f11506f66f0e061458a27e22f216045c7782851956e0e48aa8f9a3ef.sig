{
  "algorithm": "ed25519",
  "content_sha256": "89b088d43ea58f123252d20487d3670acf0dcd6317a2fbf7700fbb2780d2331a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "65da56b9f11506f66f0e061458a27e22f216045c7782851956e0e48aa8f9a3ef",
  "schema": "gridshift.signature/1",
  "signature": "33757d6daf9e4f8741d45b8cd29edc014ae21ab36b6f18395e262cfd1af395cc15f487edcf499492bedc55d3473a819ff12df451fefcf5b062f34e947e4ab109"
}
