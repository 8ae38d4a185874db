{
  "algorithm": "ed25519",
  "content_sha256": "97bedb8fe35e3080af37b57589dd987d3740176999eacc7b6ee86f6a50201355",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3bc65185078572415898add60a0b44610891907ca3791d1c40f532bedf96c979",
  "schema": "gridshift.signature/1",
  "signature": "f7b40e46211217d957a39cec33ae84c1ca2fb846f37a69d5fc5407acff8410bb49cbad200da814b5fdbc8ec81644d41b23fe78165bfbd60a10d3c0bff718d60d"
}
