{
  "algorithm": "ed25519",
  "content_sha256": "e33f88d5d93802af9aadb3d0f936e963bef8ee67912661197ea5b5fd304e9305",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cffc80493d4d785a5659c236745b7c9a19281c760220962d640ce7e88313376e",
  "schema": "gridshift.signature/1",
  "signature": "40cabfdcc7fa6109124f1310d87cf2bbce028ac21a71f1eca45c067b2fd069b597172daa6d7c78eed8c8bead11f05274b75913480cc1ea44434caf950f6bb901"
}
