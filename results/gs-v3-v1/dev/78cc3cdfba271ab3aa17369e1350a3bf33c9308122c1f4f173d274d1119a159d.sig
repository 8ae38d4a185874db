{
  "algorithm": "ed25519",
  "content_sha256": "428adb273c5d8d98cad126daf19d402888f776e614a78477dde9e86d6e9c8c70",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78cc3cdfba271ab3aa17369e1350a3bf33c9308122c1f4f173d274d1119a159d",
  "schema": "gridshift.signature/1",
  "signature": "03dfb8a9bc49dd653211417d5afdc9bcaf40842a6a574fa21a78cd2cdbc8116ec3314cfeec72409952293513ce92c4032632694ee94d81ed5a6f5f4ec314d902"
}
