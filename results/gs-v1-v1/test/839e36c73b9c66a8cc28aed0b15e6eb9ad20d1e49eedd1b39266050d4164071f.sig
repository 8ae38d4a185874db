{
  "algorithm": "ed25519",
  "content_sha256": "dcdf031dba04a8631850baebbd96bfec068296a4c40f0b47c2c147db0f328f8a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "839e36c73b9c66a8cc28aed0b15e6eb9ad20d1e49eedd1b39266050d4164071f",
  "schema": "gridshift.signature/1",
  "signature": "ca5fd34ca89e86d5bd6c02c5e6b5140a3fe3689d67b5d85db19eb8c053b798c25dbe0e774f70a30b274d2ed297219036efa050aa105d1bed8b5e3ef63fb59f02"
}
