{
  "algorithm": "ed25519",
  "content_sha256": "ca85d724a104c198299fecba0108e833807f0d3f2c2f9256a879c2dcc0b4c45f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0e2a518d092b459bd6fd1e96938eae3d061cda2d90bd84a9f28ded9710a3b7e1",
  "schema": "gridshift.signature/1",
  "signature": "275568beecb3e37e4a2a7cd13c8a43381c1796faa469ad9e03a6041a39da6e8c8ec748557466ce97ae9d4e137902f78cd18359dcfbe117b518930a1830b47b0a"
}
