{
  "algorithm": "ed25519",
  "content_sha256": "246963994f39099b67c492cf47bfd533c4e3049cbf35edf7ba40ee73522f7439",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2a82bbc335688b26a8b81fdd648de12a1e66bfe40e4a3a50c9f94559a93ac30",
  "schema": "gridshift.signature/1",
  "signature": "9c6738d5761d5d3871e7a6785a6de6c22e21f525a179b40000c070f3aedeeabfb460c8235fcb17fd0beb56054b895a7516eec6a014c1f2e30ff92e888d233009"
}
