{
  "algorithm": "ed25519",
  "content_sha256": "11077c1c9c2c3e3c6303d63beb5804754e98fcc0a7b0a1151ec822a61e64cd49",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "81a645aadefdad3d71c6df89c4e12aef34e0492cc200c6049810efede1a6888f",
  "schema": "gridshift.signature/1",
  "signature": "2b7d4945229f479aa6c25a82c5fa90b0f49d4f8accad9169e5e62ac914370f91eda6d395f9fbd6c1e814cf16d6c6498bdae86779a57e1b10943202367b23540e"
}
