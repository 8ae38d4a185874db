{
  "algorithm": "ed25519",
  "content_sha256": "534d3678926b862f4c7764a84332041b285b815ebffdfbb3bc5c8cf1f0c1958c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2346861789e1672101374efb6b7ca5ee2f41b2d0e6feea447a153fea16330a4f",
  "schema": "gridshift.signature/1",
  "signature": "5cf28bcc4fc53b3560f2bd66f4f7943a3e0c7d2193cbc2be77b78956dfc800119a068efdce8eca7067810c5df141720d9d0f93681f0b33604f85a8da503a6d0c"
}
