{
  "algorithm": "ed25519",
  "content_sha256": "f909e7792c1f6aabfc42f3451707fabe177e269a7f8bee9ab8e1192245d4007e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c7bb28d45e7dcbf00bd10ffa08d2fa99de61cd376ff7a34ee39b6aa0b7bca037",
  "schema": "gridshift.signature/1",
  "signature": "b55ef557b17743e41625c612e8e835675fa11094164bb00c3e4d86a81ae393e106ec140654436b556d9f5edb677bfc106842b7bd641ca88dcfc5ae26c9e03202"
}
