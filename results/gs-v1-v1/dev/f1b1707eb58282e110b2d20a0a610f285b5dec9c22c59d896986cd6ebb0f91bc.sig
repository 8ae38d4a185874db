{
  "algorithm": "ed25519",
  "content_sha256": "71a3f3ac9be9c34de7a629c5759063b1d0ff07ae2898990a132cf2c98c7ac514",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f1b1707eb58282e110b2d20a0a610f285b5dec9c22c59d896986cd6ebb0f91bc",
  "schema": "gridshift.signature/1",
  "signature": "203b2123e1e04db68f045d2b8fa7d9f6a68e242575d28ccbdc547b9ade7c37db84865e51bd9fc43f9986ed3b3ded4afd75dc259dc6b4d40dd0af3dfd948d8707"
}
