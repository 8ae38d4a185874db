{
  "algorithm": "ed25519",
  "content_sha256": "9ac3d5ed6ac8510721472d1db4ad3f33153e5a7923ae3e017fa9e7ab0db75fbb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac87a7036cacc88b223c5ca3aca284a0045047d77bf9c7ae17923866b398c417",
  "schema": "gridshift.signature/1",
  "signature": "67c881d60a9577c9914cbed3dbeb818a7c6fa3fedb1c31ae6a2a204dd77971ac8177b34204af99eb5638fc5f657d863f056a40ce40f9757706ae50c4c8a5320b"
}
