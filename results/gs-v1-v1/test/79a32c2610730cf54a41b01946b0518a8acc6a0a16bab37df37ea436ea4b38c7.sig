{
  "algorithm": "ed25519",
  "content_sha256": "85121378007b757f70eabadf8c8aee72e7c1d9e3855eaede4a290c6cbc34371c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79a32c2610730cf54a41b01946b0518a8acc6a0a16bab37df37ea436ea4b38c7",
  "schema": "gridshift.signature/1",
  "signature": "eed41706941fbe139a6fd28ec97db572cc995f85e8d0f43d07b45359051f72ec849c71b2b6767698ea0b4c9b68fa07260739312712d35d6c282784223dd57407"
}
