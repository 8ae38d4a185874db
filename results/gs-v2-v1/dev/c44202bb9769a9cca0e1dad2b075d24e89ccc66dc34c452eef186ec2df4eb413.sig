{
  "algorithm": "ed25519",
  "content_sha256": "cb25608d6cfef977448971b89daac526582733d2b8012f8094d031712b937200",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c44202bb9769a9cca0e1dad2b075d24e89ccc66dc34c452eef186ec2df4eb413",
  "schema": "gridshift.signature/1",
  "signature": "50af620061cb8d522da27326a58fb780be58e357f2b501a90b6b82b79a0c738453cb8380dd9d1b18090696dd557cebc04a52d55b8d38b97da3234d5d76ae9902"
}
