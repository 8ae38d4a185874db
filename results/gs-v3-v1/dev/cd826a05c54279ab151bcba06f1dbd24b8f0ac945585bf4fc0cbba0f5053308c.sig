{
  "algorithm": "ed25519",
  "content_sha256": "508469a4342ef337db9e91bc08b2410b2dd02a28a435868cd87912f34cfdf7af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cd826a05c54279ab151bcba06f1dbd24b8f0ac945585bf4fc0cbba0f5053308c",
  "schema": "gridshift.signature/1",
  "signature": "15a34ac6896ab85eb533ff266b248e52b947f04fa88941685850942c225f6645d0b4a95aa205dac5c974ad4d82ebe875926541500fa51f41a93959e850c8bd01"
}
