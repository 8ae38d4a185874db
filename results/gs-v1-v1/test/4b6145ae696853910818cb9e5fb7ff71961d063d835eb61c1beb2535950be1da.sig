{
  "algorithm": "ed25519",
  "content_sha256": "9ab5740b52f1262444c7349b96a1cff2f95fd7a023c3eb3d30199daf665adff6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4b6145ae696853910818cb9e5fb7ff71961d063d835eb61c1beb2535950be1da",
  "schema": "gridshift.signature/1",
  "signature": "bc829147fa940aa00541f74a5c8e47d29206c9d545cf853030cebeb912df5431263f8f11a23f6ca72f5f56121f7215929889b61c3c5a38ee2b321c2a9b5d8a08"
}
