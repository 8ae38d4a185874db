{
  "algorithm": "ed25519",
  "content_sha256": "6f96dce4d92991ffe36028abeb5a7fd1349a147c9f250ad422b0e3759f3582a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "019d8fc431fb7b63f4b743739b85b950422d1b52c28b03b54cc5aa499f390ba3",
  "schema": "gridshift.signature/1",
  "signature": "30103863fce1fce96d23b970b3fb98b8ef32bd7a3c4c707851b91efa3d234b36b93c102cf7d023809ee06b686f12154b7c298173daa6ff2db03c78a3b784d805"
}
