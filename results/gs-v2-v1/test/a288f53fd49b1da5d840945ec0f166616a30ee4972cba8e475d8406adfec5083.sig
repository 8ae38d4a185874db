{
  "algorithm": "ed25519",
  "content_sha256": "3e3617d772eae959aac063fd4ccc0f4618e768416ae022d98c5354140ec897b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a288f53fd49b1da5d840945ec0f166616a30ee4972cba8e475d8406adfec5083",
  "schema": "gridshift.signature/1",
  "signature": "38eb6fe7feaf59a0b1a193647f132a87c6113cd582b1e7d55d0e3e0ccaf0509f0e19ff5d0b820206694dd5736f8c3e356489d03538fcfaa600daa3f38ec9e601"
}
