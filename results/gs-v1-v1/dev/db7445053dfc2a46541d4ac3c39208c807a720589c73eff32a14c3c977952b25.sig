{
  "algorithm": "ed25519",
  "content_sha256": "0e4e777034ddc378f59f1f9bcdb667a2bf0ae172a662a2643dc8cf02bd83795f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "db7445053dfc2a46541d4ac3c39208c807a720589c73eff32a14c3c977952b25",
  "schema": "gridshift.signature/1",
  "signature": "953f62f5e3a01898f6f9b3afba0ebe729c03b7b1df74172c6ea5cfde6ce4e998591a763f1f2b5121c812077a9fe895616eb8e91bbdc252fa8830ed40387a0b06"
}
