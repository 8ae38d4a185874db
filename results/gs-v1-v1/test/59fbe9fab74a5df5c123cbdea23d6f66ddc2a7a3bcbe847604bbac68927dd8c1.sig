{
  "algorithm": "ed25519",
  "content_sha256": "e98f977b8b773f45cfcb9d8876a1f33f5fbd01ed46d7f21d954e55678f3f9fe4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "59fbe9fab74a5df5c123cbdea23d6f66ddc2a7a3bcbe847604bbac68927dd8c1",
  "schema": "gridshift.signature/1",
  "signature": "6d6b7e1466bebcee21466e9cc1add255dc5ac4ed2680ea539395ef851bc4eafe289da6e51e940db95e961b3a017b992983ec8a5a8e1b762cba2caa1edd0cb503"
}
