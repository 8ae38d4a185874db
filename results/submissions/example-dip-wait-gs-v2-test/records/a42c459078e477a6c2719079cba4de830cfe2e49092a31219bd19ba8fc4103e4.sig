{
  "algorithm": "ed25519",
  "content_sha256": "e3659a62fc5e08c8d667108f3852f949caa94460e4644781ed51b2d838a99b02",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a42c459078e477a6c2719079cba4de830cfe2e49092a31219bd19ba8fc4103e4",
  "schema": "gridshift.signature/1",
  "signature": "e584d19a0ec06aa3388fc2cf09880b359ce984b3e9aaafeb81bf13f4e3e1808520053c97a77bb6a7511736f5d3abedd6c750f0cb66876e14004d3aea3bbbdd06"
}
