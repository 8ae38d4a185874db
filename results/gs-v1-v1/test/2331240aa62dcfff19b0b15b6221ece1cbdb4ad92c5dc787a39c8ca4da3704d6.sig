{
  "algorithm": "ed25519",
  "content_sha256": "0a4bb0a8d8851835e971ff0b9983fde3b295574961d3f01053dc4e81f3bd61aa",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2331240aa62dcfff19b0b15b6221ece1cbdb4ad92c5dc787a39c8ca4da3704d6",
  "schema": "gridshift.signature/1",
  "signature": "bf7f6886144472b5c616c902cb1834f1766e83cad030d5c5b1dba2b2c7e4e4d602ee0b4d05d008a8569d1fcb2c8fc3aaadbc0a0389037cdf4c9b5ed0e8ed2600"
}
