{
  "algorithm": "ed25519",
  "content_sha256": "f567fdc5b541edc63c9f0c5439ad5431b8f4e45d86c09ea6aec50366d08f1deb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fdd522090b6dfc7c5723898a15dc97bf650a562b1dc3e18407eaded2f37a6cc3",
  "schema": "gridshift.signature/1",
  "signature": "3488748989f82d7e8eed0f88c9468228a27a8dc1b8f16b7b0cbfb9af0e8a5f4003319820f716b485675dc9b04b5c35204d7acbd9e6e60c506a056622c750390a"
}
