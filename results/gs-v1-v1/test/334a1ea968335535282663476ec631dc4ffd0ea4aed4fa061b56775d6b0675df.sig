{
  "algorithm": "ed25519",
  "content_sha256": "b91bf416f59626db4a5d5e24d901b3294289d13b8c60b26ac3229da9cac8531d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "334a1ea968335535282663476ec631dc4ffd0ea4aed4fa061b56775d6b0675df",
  "schema": "gridshift.signature/1",
  "signature": "8daec6b180198adb03031a8ed5fab4ecf176fd52951c0c9ea9b6b719014e9d94688128669c231e5efbfbd40cb68779b1c73c5eb45ba87cceaeeb0a0be6219d07"
}
