{
  "algorithm": "ed25519",
  "content_sha256": "17c95fe57a0c70fc64cbd937e8bd484c2c1dd10fbfe3acaa91cd8201843b9b41",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3b6ef2ef5395b030a8ef0ffca3457772dfe2a3d741bb7f3edbbdeb977ac3c80",
  "schema": "gridshift.signature/1",
  "signature": "59590bffc12062162edec2012ebf3bf7d875460400910db174692d6bf81bfae1ad3e32697abdaba847eb1f60e4fce640baeef6fd62feb24b9bc62bdb66016a04"
}
