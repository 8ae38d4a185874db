{
  "algorithm": "ed25519",
  "content_sha256": "4962ddd68aa85397f985e8c11051b891e0ae13dcd02a633b3c7b5bf6f564ef7a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "639231cacdcb4ef06040ec85ba5dcbc173756e119d3b7167837b3a7795fcedff",
  "schema": "gridshift.signature/1",
  "signature": "4893b36ee48a30b69deb2fb8aeea46f478fd7c1e7f55f22fc2e4c9208dc182a16f14b9240f0814f8af84465ec9f4e17a56ef3d14e97818fbe33ee6200e61a901"
}
