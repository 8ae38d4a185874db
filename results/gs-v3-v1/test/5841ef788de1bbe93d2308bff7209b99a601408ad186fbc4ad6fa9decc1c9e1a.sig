{
  "algorithm": "ed25519",
  "content_sha256": "32363882685df09f4b2ecd4367543f02786fc6d78f37fe172ac03dd59d9f26ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5841ef788de1bbe93d2308bff7209b99a601408ad186fbc4ad6fa9decc1c9e1a",
  "schema": "gridshift.signature/1",
  "signature": "b31c3f9f95c28950d991880e71d4c600b1391d5ec07b363941c1447afccff5845fc3c0b7eb5592e859e70d475371fb8d37adb1c2df1b801b4617efc0740f5005"
}
