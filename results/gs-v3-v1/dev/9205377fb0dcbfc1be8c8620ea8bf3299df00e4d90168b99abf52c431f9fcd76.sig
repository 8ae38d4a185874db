{
  "algorithm": "ed25519",
  "content_sha256": "361f2d78cd43a6f879c82e28f3fc7ee8ec14b8e6402418bce2bfdd771c63cd97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9205377fb0dcbfc1be8c8620ea8bf3299df00e4d90168b99abf52c431f9fcd76",
  "schema": "gridshift.signature/1",
  "signature": "dd01b8e2af61ace74a3bd932702948aa0dc49b0ab96fac22b0528e971e42109840173076747c22161e42a5e7c0de7d0fbeda9f25c19f94900b1fff25938ec90d"
}
