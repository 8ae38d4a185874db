{
  "algorithm": "ed25519",
  "content_sha256": "df0eac30797084126db580f042c3870ddb45230aacc622f3d8d46e197de6673c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e7d296124da4e3428c33040f9f2720ee48380e1a4b74a279885a212c32a6ca97",
  "schema": "gridshift.signature/1",
  "signature": "b7f450ce5bc16ac1139efef1e9d265a1ba720481421b4565abd7ae775d35221059d556aa5493484b210c9a85be88bbd89a7c59ed2dffe7258758f15a9a54700c"
}
