{
  "algorithm": "ed25519",
  "content_sha256": "57dd1f983666b974121ebe39b2a431c72213a1cb47588f7a50737f3d5b34324e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f00a01b9ce4468afc5297750822e574a457daa2e5ea6fbaec5ee9805572964eb",
  "schema": "gridshift.signature/1",
  "signature": "acee3a4a29deb2d292b4340e68ea3d3914b1d42957a92ce01de21360b9e618860d15017d031dbbbd1e6020ddf0dccc5cc1e98c4d5d52a518542bd1099c7fba01"
}
