{
  "algorithm": "ed25519",
  "content_sha256": "b948f7e54814a29f09564faab5bdc3481ca1ad39388409bd52d7d6d91667c047",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3e31e61a6c01d2d8ad6c7d15e8776b4aa87cbd50f624af658b8b5dfb50e17f59",
  "schema": "gridshift.signature/1",
  "signature": "83568f69a1a39b437e67c6dd2656666b9cfe545761918640b74fac489ce67deed8bbd9bf0efd7db92d662b697f22f9e07e06bfe5fcfbe1e25e51224f84d6ce00"
}
