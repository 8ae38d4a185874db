{
  "algorithm": "ed25519",
  "content_sha256": "f7d1a79d4cea43032fd8ae4f7d2cdede10ad8c668f4ae3f58bb6ced0663e3713",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5938d01e4e87004bc29be01d030434bc16d02ac109ba0fec43ee4b8336bf7e3",
  "schema": "gridshift.signature/1",
  "signature": "10b656b77b4a7155ff5b32e28ce1195c7df91d4c70f3f20feff8454b748eeaefbd9f270d841eb67cf862b476476e65710ec1939f39d5d78399e1bd416ed6bb0d"
}
