{
  "algorithm": "ed25519",
  "content_sha256": "cdad76754c823598bf70691bf5c22ea8adee5719b5c9db4145d671724323f8a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86c0e3b9c99ce0e59c787a734a6f4310cca3095c4dd50797bbd8b4534844b08e",
  "schema": "gridshift.signature/1",
  "signature": "3dfe48e518a5c11a58113023067702d76e4ccfd6d0adbc5eea3b60c8a4166541982cc1fd424a60ec880ccde49b6917d9343bd19cfffbb77227afe055a7cc6b0f"
}
