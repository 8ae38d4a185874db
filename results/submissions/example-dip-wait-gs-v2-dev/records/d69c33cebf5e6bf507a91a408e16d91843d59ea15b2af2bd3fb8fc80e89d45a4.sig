{
  "algorithm": "ed25519",
  "content_sha256": "c99c628351e2c469e190ab32e05560aaf1ce9fcbb657c90b0f0c2962483cb52e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d69c33cebf5e6bf507a91a408e16d91843d59ea15b2af2bd3fb8fc80e89d45a4",
  "schema": "gridshift.signature/1",
  "signature": "cd36237cee3e968f07599f03e3ce9f470fdb18971cfab1ebc23e3b97289c97718291fe49699d1bc5e30e9c25b28bcb9c54a121d328aad1e1821f0f68dc7dcc0e"
}
