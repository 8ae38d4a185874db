{
  "algorithm": "ed25519",
  "content_sha256": "fead69775ef5ecbef771fc1b5e9cc152a3dc3b8a2ad799c4d72f22cacb04655b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0724c3954b66ac13b49b1c4a15645b3077cebc82bee21c9f286ad80236836c14",
  "schema": "gridshift.signature/1",
  "signature": "2e37507249771ca0ffab500700b9f545fa9627a33ede1a095daba0908fa76f0fe0c1add8230843cb188c2770d390e3f2d5f75d145859ce8b55bf7ee996da680c"
}
