{
  "algorithm": "ed25519",
  "content_sha256": "c83151252e163766940b9c13f6e48251d0d088102bb0bf3dee5d63c744fa62de",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c9e84e41cbf966ccfbf5fa26f3d64d18bef4f6b727daf0f383665f5c651c5943",
  "schema": "gridshift.signature/1",
  "signature": "2aadd7c55621feb459940b15179a8568ae81c46c588f467c9d8e23145ff569d8f0258e9c13512c91948ff5f841eeaa06d1ac654d3ef5ee31d9c0cd896ea9290e"
}
