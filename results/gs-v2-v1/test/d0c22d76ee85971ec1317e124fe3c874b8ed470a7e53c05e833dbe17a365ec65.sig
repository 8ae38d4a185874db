{
  "algorithm": "ed25519",
  "content_sha256": "8effa85d311e4cd48aa58bb5f47948862db0c7bfb1e69942f07a53a7863b90aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d0c22d76ee85971ec1317e124fe3c874b8ed470a7e53c05e833dbe17a365ec65",
  "schema": "gridshift.signature/1",
  "signature": "01dda848fba9776676fb00aa265f49f1307f940f5a45bd1d9e6016cfd2703ea4eba7c3aa104de511c9b842c59fb9e070b142fb0f6f314ec6fb17efb0e3540d0b"
}
