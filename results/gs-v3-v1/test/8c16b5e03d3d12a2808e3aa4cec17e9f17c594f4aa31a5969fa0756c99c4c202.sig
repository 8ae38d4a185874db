{
  "algorithm": "ed25519",
  "content_sha256": "c7d3b7715e786d31aef3fb99f1f2bfd6adde25842f6819e1c51da170eb3c328c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c16b5e03d3d12a2808e3aa4cec17e9f17c594f4aa31a5969fa0756c99c4c202",
  "schema": "gridshift.signature/1",
  "signature": "8f3ce4d3489bbc65c74ad5edd4b8c39ea67026b592d8edd45b4bb1faa892fbd407cfb1be61dc449366ffc2bb82d3bc3bd6be042ea11aa2c05741e530bb38a803"
}
