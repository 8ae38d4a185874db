{
  "algorithm": "ed25519",
  "content_sha256": "ac8c7d177e4438a0226d5597a6234affc4674f4285c45aad2117e55efb33ff95",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0eaebafad55857073280a6019756f653ac31621c45fccde38fa4f9fac24d5110",
  "schema": "gridshift.signature/1",
  "signature": "94912e9af6867212e33cc6ea80e6ce6437d1fcf346ce0f1b11d4209b3fb050ba5a0bca81bc01246b8cc70d921377696ab6cea813d9ba357003aac27a6d8ca808"
}
