{
  "algorithm": "ed25519",
  "content_sha256": "d1450e2bec5b0e0dd7a13bd86a4a367bd3abbd8500aa51cc3dea97d35c71af55",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e3d3f73333ee48cb8c010bd5fb0d5b3b2f993786e05d2a04919d021379d1ef96",
  "schema": "gridshift.signature/1",
  "signature": "7879f7e57f8cddfc84ab4c2a9af17ba859a4df79d5c8642316c5d0ad6287b011098367227c43f5eff054481245e72f27c384033ddda217f220b4abc0c40ccf03"
}
