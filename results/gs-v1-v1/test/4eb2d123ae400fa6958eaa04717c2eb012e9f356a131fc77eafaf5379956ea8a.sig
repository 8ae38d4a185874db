{
  "algorithm": "ed25519",
  "content_sha256": "041f5612fa87d01c3966c07b4122c846c250f9d5e4d8e3d1b59ef834f71ca4ea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4eb2d123ae400fa6958eaa04717c2eb012e9f356a131fc77eafaf5379956ea8a",
  "schema": "gridshift.signature/1",
  "signature": "419f50f57caa4d59d2678123cd60e696d86f9094c32711fd0988b246fcdd41b0896a4dcc3c1070f085aee022853bb27a401a1544957e5fbf023d2adb6e141a04"
}
