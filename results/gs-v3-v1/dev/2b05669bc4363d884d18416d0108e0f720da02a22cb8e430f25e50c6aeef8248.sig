{
  "algorithm": "ed25519",
  "content_sha256": "1dd86d85eb5d9dc1230c39f60f905e2b0f83ef7cd93cb9493b8188bc3fd2a5a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b05669bc4363d884d18416d0108e0f720da02a22cb8e430f25e50c6aeef8248",
  "schema": "gridshift.signature/1",
  "signature": "eef2e3ed5b727cc6f56b5dd14ae097e3ecf08a11647688f3512ed5454e546a4afd5f4f5531e32ca2807f7fa74748728ce6100c63c61abfeb06f0f0800cdfa008"
}
