{
  "algorithm": "ed25519",
  "content_sha256": "27120a7b3d8f7e4dc6d9c720d911cfc136e0bfa7ee13d97ba1c32d070fbc0c00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0280aac1873e24295dfea8ed3168081bf49d8a5bb5e293c2f48d879f4db28c94",
  "schema": "gridshift.signature/1",
  "signature": "8d3013c1dbf7941544979d38b48871b1bccf63fd827072b8a6608fc7dd44f00af0912ce14c42d873315692d5fc762872c4dd24c60b00456268801ae6370df502"
}
