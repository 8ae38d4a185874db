{
  "algorithm": "ed25519",
  "content_sha256": "22668fd4d4d400616fc6f28c8f28ac56420f7a97d8564e2508f53e34932a64e7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4843088035438a21282916cb4ab8ad8075e5a0bfee0e2765246fc09f76d9bfe",
  "schema": "gridshift.signature/1",
  "signature": "b5e8c0d333740be55ebca924769dfa9c52e6b878c30ffabb4909351886e44be7ee8924c0b55c31caf29cfea3c7f97af65e853c0264136472c9bf3c247509af0d"
}
