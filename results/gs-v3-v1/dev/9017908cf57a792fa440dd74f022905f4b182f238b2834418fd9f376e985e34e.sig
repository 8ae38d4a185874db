{
  "algorithm": "ed25519",
  "content_sha256": "d8ccc24a5147c118178b3cf0b61fc5769b038b55966f05eddf6ccda1fbd7b622",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9017908cf57a792fa440dd74f022905f4b182f238b2834418fd9f376e985e34e",
  "schema": "gridshift.signature/1",
  "signature": "e42fc4438789fa34387896ffd7f176b4f230763ad20fdfc4695c38c248687037178efcdfaffc15e5fa66457c1e356cdf5edd2b0f9270886bf80d5d3aa0ce830e"
}
