{
  "algorithm": "ed25519",
  "content_sha256": "99392d5e857c274e70c3fa23a6858778649414dee46a5c47c1989c07157fb7ad",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b146c2867c1e6265ae6b9b8a8cbcd9354b5abf29cb4f4d028d758ae21e0d3b4d",
  "schema": "gridshift.signature/1",
  "signature": "31be930a7817c3562490420a413cb20d9f33cc32aba841ef4afad3368bc25d62830c909b7abac2d3d0e927589e1f4e40009c8a25212068a3dc365d068d77ae0d"
}
