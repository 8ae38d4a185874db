{
  "algorithm": "ed25519",
  "content_sha256": "263dc096f81c3a2321f8cde2843411d24d0dafaa1176f64a4fb66238ed3a8076",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4780ce372448a1495d6e7d8ac9121c38e6eed097253e254d2fa970384080e46c",
  "schema": "gridshift.signature/1",
  "signature": "be6a268c720a4e2fb1c6f7ad0cec701b192d82394eadaf985d5a1a054d273194f85a08e1f52e9545e80652cab7ba0a889ebacdb045d61ac8fef81986a98cc40c"
}
