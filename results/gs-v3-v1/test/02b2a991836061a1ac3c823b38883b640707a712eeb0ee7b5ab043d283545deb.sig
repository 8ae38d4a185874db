{
  "algorithm": "ed25519",
  "content_sha256": "eb37ead0aa3d1d0e2c3ea3264dfe085a1e6e331dab9ba0e75f07f3af17c9b867",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02b2a991836061a1ac3c823b38883b640707a712eeb0ee7b5ab043d283545deb",
  "schema": "gridshift.signature/1",
  "signature": "7217e2ec49de39b1d62db0f52e169fff80a500290f666f68222edc17f51dd6a83459b48b7b0cdea44a3d5e4a9eaf215cda6bdc7854c99943310e2473492bc408"
}
