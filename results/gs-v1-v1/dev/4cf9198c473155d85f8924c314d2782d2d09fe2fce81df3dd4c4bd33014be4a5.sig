{
  "algorithm": "ed25519",
  "content_sha256": "90535c7c20d7885c5b4b4a931a8eb665f4724cb5a292493f1bef3deb68ce889d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4cf9198c473155d85f8924c314d2782d2d09fe2fce81df3dd4c4bd33014be4a5",
  "schema": "gridshift.signature/1",
  "signature": "aac94607e435a4a32326d95e1cd44fbf66c9260b395219e1ba6e7756a66b15e22f60fe94542b1ac6f48b8481936077d97ec09dd802d4c953c631f307ca4cf80f"
}
