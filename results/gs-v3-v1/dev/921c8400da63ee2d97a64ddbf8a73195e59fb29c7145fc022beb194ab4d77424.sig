{
  "algorithm": "ed25519",
  "content_sha256": "c9c2afcb329c371acb7fd793f83fe312863d526431c823e719bc1582a99661c1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "921c8400da63ee2d97a64ddbf8a73195e59fb29c7145fc022beb194ab4d77424",
  "schema": "gridshift.signature/1",
  "signature": "d3d4f284b4cf9bdb99ddb183e5093c28e9cc34f514cb1cde9f376c2667c2f9802cd2e7fcf52898058fbba9326c00fffc326298a982d8d5299e888748e3985e0c"
}
