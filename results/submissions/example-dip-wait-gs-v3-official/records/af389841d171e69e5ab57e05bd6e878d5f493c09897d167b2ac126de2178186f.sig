{
  "algorithm": "ed25519",
  "content_sha256": "df9c5d464580b2b51ee230836e17fd8db4eb3b13f95c5e03b3ae5506e6f5f872",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af389841d171e69e5ab57e05bd6e878d5f493c09897d167b2ac126de2178186f",
  "schema": "gridshift.signature/1",
  "signature": "c3f9437e1dc86477a9afc635f38babdce3906824f70455515afa1b7c126b496e3d5bbad7b411087e14b7606d1ee8955d5d37d5a8650dc381aeaf9480f31e9c09"
}
