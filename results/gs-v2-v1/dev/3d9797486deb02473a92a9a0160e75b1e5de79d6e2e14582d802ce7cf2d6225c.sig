{
  "algorithm": "ed25519",
  "content_sha256": "39aaa0cb447e3597ff8e9d8b394b0f0d53b62cccbd408c0c7095a2ce99c5bbd6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d9797486deb02473a92a9a0160e75b1e5de79d6e2e14582d802ce7cf2d6225c",
  "schema": "gridshift.signature/1",
  "signature": "ce5d6da378caa64ac7826d1095b7e971416e7a8e78d2bd7ff86ec20563dd7e8f7e45beddbc4d9d811f237291aaf0a2c72a17692ab3fd1eb7082170724d1d2306"
}
