{
  "algorithm": "ed25519",
  "content_sha256": "8d84f67035001204a71b3a06abaab5947ef5cf6ffa2181335b15564a5ef3e1db",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d460a7e34853f1f5a6da0cd17934fdc6bf43fa592033724363d1a567c0f41bee",
  "schema": "gridshift.signature/1",
  "signature": "a7d286ec06d7361dc7eb28b3111f6500f86e4cb851e7161dbf57bf5f826b6c097c05d6df66891c6f1116054ffdee908d3068ec2b07eb55fa8a53da9c6b815604"
}
