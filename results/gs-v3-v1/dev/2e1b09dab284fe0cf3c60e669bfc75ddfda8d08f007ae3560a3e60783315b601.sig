{
  "algorithm": "ed25519",
  "content_sha256": "8d4adb4313822c735fd7cff165de8405a34a3034f94de6ad964e153d3091ae24",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2e1b09dab284fe0cf3c60e669bfc75ddfda8d08f007ae3560a3e60783315b601",
  "schema": "gridshift.signature/1",
  "signature": "830d48e853481b583eb7402d2cbea364f4473d25aaeef5b33e3cca2c0fb3e49b8b3d531befaa39b37738571aa4d7d30311bfebc553fcaad515d4b433fbd8790d"
}
