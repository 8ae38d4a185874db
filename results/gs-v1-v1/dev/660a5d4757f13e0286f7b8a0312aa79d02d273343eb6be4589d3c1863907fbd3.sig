{
  "algorithm": "ed25519",
  "content_sha256": "2a567c627e527ea9aadd9f4e29707f51eccb39144827cdb62f3ef2b62d8f0847",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "660a5d4757f13e0286f7b8a0312aa79d02d273343eb6be4589d3c1863907fbd3",
  "schema": "gridshift.signature/1",
  "signature": "162f99f879710d40eee5626b4c569a29dd757ecf3b1bd3ec0f7401fe0e445d9121b88cc3ea2e555671ba72dd2fdcbf98dd9c8809f1d3627fc4207bfd248ca505"
}
