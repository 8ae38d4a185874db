{
  "algorithm": "ed25519",
  "content_sha256": "d3076bf8b6043f60c0f9413df17c99488bf127d07a67a2bead615c8cd2974425",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e88a567e6d79b287d310b318fae68c4047dc0d8bd65fb34ae2a6fbad52743af",
  "schema": "gridshift.signature/1",
  "signature": "a40b2b3b6e9d88b290e2678e343cc2544f409e4c29375a1b301930f3fa47b9cd297c5208216161086d18579adb8fc9a5188fcc410b3be960f1d45f1cbf8e9f09"
}
