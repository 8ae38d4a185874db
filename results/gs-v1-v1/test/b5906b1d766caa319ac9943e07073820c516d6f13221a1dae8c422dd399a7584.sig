{
  "algorithm": "ed25519",
  "content_sha256": "0c70ebff38598e851f6b03190eb6c7b690f02b47c97d50c1a950a6e362ee40ea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b5906b1d766caa319ac9943e07073820c516d6f13221a1dae8c422dd399a7584",
  "schema": "gridshift.signature/1",
  "signature": "a50682e7245707336a2bc991d1b902e77c1681d35a855eccc2728ccd77c8a9fc1ef7e77d10f0066a90c06bb09adb072d9da55aaf77b045b82b5c59a1c4420809"
}
