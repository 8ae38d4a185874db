{
  "algorithm": "ed25519",
  "content_sha256": "94fcf51528d764e13e0a76c501f7c8d30f4d6005170ef2883004c67be69102b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c7d43199cefdfc4f90a6f21ada553756c147a86cd1b37b5965e837b1be7b7c0",
  "schema": "gridshift.signature/1",
  "signature": "18a8d66729cbe66657b412e565c2dfc9daacd5f3d15b7f5b7b9a08e38b1737f7192a73b2989ba6df39b275bd2e431de61a0b999e17f97cd1051f07b8930aad09"
}
