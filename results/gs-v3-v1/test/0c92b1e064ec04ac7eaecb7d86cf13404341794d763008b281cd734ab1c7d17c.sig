{
  "algorithm": "ed25519",
  "content_sha256": "0cfc66aeb42c3672dd4bf50c43db7b48ef499712d325e88a4f501e747d5fc033",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c92b1e064ec04ac7eaecb7d86cf13404341794d763008b281cd734ab1c7d17c",
  "schema": "gridshift.signature/1",
  "signature": "65c9113c41dc1494f6e2a2d41544797094f3697478fbe80aa83dfb1493e726a7d65e0c84b86fd6bacdfa693c51f8a1bca0908f94d62d33dd0e3d3aaffdbdfb06"
}
