{
  "algorithm": "ed25519",
  "content_sha256": "82d2b9c9339239ad1c33ba432637134ab08d387d687d796ccde57b1dd1c1c9b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c747f9a12b184726622a726d7f60151bc8804b833a2b59ae470b40ee137ab9a7",
  "schema": "gridshift.signature/1",
  "signature": "3fe1912da77705ac70ac7d15396d05bc5ec5a59114fb8ca5760dd4a35326c306697561f18e97b460b43c8ffffe15a76808f5c7fbc35cf362fd93d791b62f2d0c"
}
