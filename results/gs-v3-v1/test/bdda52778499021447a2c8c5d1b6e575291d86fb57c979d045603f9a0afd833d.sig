{
  "algorithm": "ed25519",
  "content_sha256": "46f32494b70694c39d02c492014feb9b2a4caf6c18b2b4d497fd257dd525c6e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdda52778499021447a2c8c5d1b6e575291d86fb57c979d045603f9a0afd833d",
  "schema": "gridshift.signature/1",
  "signature": "a334a213623627086a1cce3756c4d93efeb4f8cb5e9fe049fa5dea13478c372f22f8d43653b82703a61418d1020f52c4fe601c3cb04c121cfaa7c6168ae75d09"
}
