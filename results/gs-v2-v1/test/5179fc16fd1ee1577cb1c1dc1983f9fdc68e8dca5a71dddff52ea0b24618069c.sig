{
  "algorithm": "ed25519",
  "content_sha256": "b9b8102ab44714a9f8e883eb186e240f613e155db62d9ad78999f1e6e15e483f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5179fc16fd1ee1577cb1c1dc1983f9fdc68e8dca5a71dddff52ea0b24618069c",
  "schema": "gridshift.signature/1",
  "signature": "2a76113ec5baedaa03f9c5367e0b65f84492dd0f5d992a2c1b261ac1136223b301e890fc839c3ab5e567d3f209626df1263bb19b9885188b9f5aec8b98430900"
}
