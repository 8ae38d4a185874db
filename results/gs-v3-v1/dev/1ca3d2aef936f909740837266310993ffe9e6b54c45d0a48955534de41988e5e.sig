{
  "algorithm": "ed25519",
  "content_sha256": "a5d2160baa460adfa37116beda5c852f847b53f78e59fe4c45053fbd8ccd21ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ca3d2aef936f909740837266310993ffe9e6b54c45d0a48955534de41988e5e",
  "schema": "gridshift.signature/1",
  "signature": "73b395232808d3ca69e4f97fee234d4cc0ddbeff42f3fd60680573d5466eadc1ce5bca1364f86d2ff7aaeee726d6d2ad61223bafa68ca6a11b081e8acc1a5b0f"
}
