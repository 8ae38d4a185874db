{
  "algorithm": "ed25519",
  "content_sha256": "3ce394b2ced3e13d42d6793f4b9ab4bdbf35bed1287fc17b4fb3d6f31aeaf033",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1a983b9e7a1605c6b275ee0cc275f7e5ec2cdf81556ced69c32eb68d5d00dc02",
  "schema": "gridshift.signature/1",
  "signature": "715359d43143c5af31473f5cc071af8f87ab7b27df87dc1bdea6e3f0e8b534db938051c03737e8aea9fd8765e7f2c0ebb52a8477d6fcad56e6a36188b519b909"
}
