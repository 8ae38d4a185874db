{
  "algorithm": "ed25519",
  "content_sha256": "73155f40e32900f35f1c84963f0e5ee549c6096cedf09f00b515cb7da4657389",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f867e532dbffcfb09ed12885612b183fb95cdeba742b01a190e24bf7482b9921",
  "schema": "gridshift.signature/1",
  "signature": "84f77be7e4c39eb6fc6e969b4de8fe954c87ec50334624ea598c329fd2b8777f9f4c4b4257771de2706aa39aaf89d98e41a6579b5985e6cce87120a6a8c58705"
}
