{
  "algorithm": "ed25519",
  "content_sha256": "c1ce1ae78b397bce971c711420b5ecc5f811c2af11f9914a083948acf09654a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e07b1838ef3c8d067097d2290b316a9cc3dc853b356678f4dd43ff89ae00c7fc",
  "schema": "gridshift.signature/1",
  "signature": "d4becfc275a7dba6e0f9a81e5608ab06b973adf727ce632756bf744e9d156c4e884bd93c9c09b3bad66d9817f6d8f2bae9f553d41729f8f88ff20db3ab2a9f0c"
}
