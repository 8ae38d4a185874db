{
  "algorithm": "ed25519",
  "content_sha256": "9e38fb895eb2e85bd540ace4f5473e924efda9214e8cd02078dd9d1500dc3f3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a595072af79d09c77ca4f8e9c8475f9980c875d19027c4fbb2e8e085f8beb000",
  "schema": "gridshift.signature/1",
  "signature": "12d2f66c5d67a255737da7ba605305c8a6f245e895e3f5a037362e4b410f84661d9e8e762c01726c031e52843057bf6446cde75e48f95f028398afbdbf4b5105"
}
