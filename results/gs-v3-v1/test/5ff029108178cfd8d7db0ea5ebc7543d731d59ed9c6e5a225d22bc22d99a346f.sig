{
  "algorithm": "ed25519",
  "content_sha256": "120d7125658334f1066cbe7905ce63faa8e089e84c39c6900fabce64dab891a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5ff029108178cfd8d7db0ea5ebc7543d731d59ed9c6e5a225d22bc22d99a346f",
  "schema": "gridshift.signature/1",
  "signature": "837c37a769b474043e43c00ac37a3e4fc28c5297dd327c8480a13b27a6293d8b742800e6d5a856a719603a15a02ae78f53d230f1ad02c539e7f948a62afbb003"
}
