{
  "algorithm": "ed25519",
  "content_sha256": "57d8850f8b6f7d5170de0e4f6f4a9772fd2abfe4e057f9a5201a9a9cb1dd4ac4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe91e17f017be5ff876e9fba0d3d2abebb9d0fb7b2c0bf3ea992fb86fa8f3cff",
  "schema": "gridshift.signature/1",
  "signature": "c8b4000d4b9fc68be93d54689dfd8012173eed1287e68eaa7686ae9e0ffb2536d3085a568213ab7fe6ec40624035d6e4fd4d683144381be5d1fa1462b2929c0f"
}
