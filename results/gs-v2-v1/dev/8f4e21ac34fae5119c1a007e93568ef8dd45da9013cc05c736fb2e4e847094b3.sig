{
  "algorithm": "ed25519",
  "content_sha256": "ee84f4afd1510a89d1df375a81977874acf42a2553311f0dbfa349c1cb6158c9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f4e21ac34fae5119c1a007e93568ef8dd45da9013cc05c736fb2e4e847094b3",
  "schema": "gridshift.signature/1",
  "signature": "0bd2e7a495ea5043e9097c5150f14fd9b45baccae43cc3b6620e08237798015b3815ad8e3e59fe7fd65e0e1d3c3d104dea5c689f321f612d5ac79e696ce9c10b"
}
