{
  "algorithm": "ed25519",
  "content_sha256": "d093989afd633e8e98fcbacf29638f5885078efd439bf150bba7db1841cd390b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3456a16b20f388be554d89b49940f730ea2f4d46479a2f28e3ed0f0b1c8c36db",
  "schema": "gridshift.signature/1",
  "signature": "871e32f2243dfb4617944162b0a9d910d59ec88bccc65e8148c9c7a494e907f72eb7a96576d0060b19cdb2131040304c405d3f52418d7a823138adca9518f00e"
}
