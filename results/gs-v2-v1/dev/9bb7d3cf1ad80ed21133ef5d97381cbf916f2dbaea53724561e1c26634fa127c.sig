{
  "algorithm": "ed25519",
  "content_sha256": "b488be792038e40dfebff3caba382604c58f5d6e9321341db8c3f9d4fdf63a64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9bb7d3cf1ad80ed21133ef5d97381cbf916f2dbaea53724561e1c26634fa127c",
  "schema": "gridshift.signature/1",
  "signature": "d638064a9ec8b27db6056418f88b9ca24a5b8543a8324b72b9c5528231aa0fbef606b3eeafb26e873aa69d16615100c1385aa2792ad50e1a417a96cda553600a"
}
