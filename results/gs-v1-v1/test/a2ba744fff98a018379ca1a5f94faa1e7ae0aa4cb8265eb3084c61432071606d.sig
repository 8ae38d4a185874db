{
  "algorithm": "ed25519",
  "content_sha256": "dfdcebb62f6cf7b01d15768cd3978960a51903badd1c02f9edc2efc2fd4b0e3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a2ba744fff98a018379ca1a5f94faa1e7ae0aa4cb8265eb3084c61432071606d",
  "schema": "gridshift.signature/1",
  "signature": "8b6111ed654764f3a7fa88080e9f0301c17ad5cffca787dd57b87a677fa1ee6372aeb2b39f47ab48b64fce607cae41f88197c2290b816c21751f8600ad9eda09"
}
