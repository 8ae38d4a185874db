{
  "algorithm": "ed25519",
  "content_sha256": "3ab536da6114acb0478727eeec91b951bb0f2f142739b8b756f3a94740d98716",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "519670cb98d2cbe72f1a27526180a5e5432fe96897cc649a7cae74ec68065574",
  "schema": "gridshift.signature/1",
  "signature": "d91747d1cf5ed98ccd570db1dc43de2f1af4620a66ca8f5ee055d0861ad6f5e4e20c02bb45a38b782b63ff02062e1600b57a2b0933ea35a393573f2ca599e50e"
}
