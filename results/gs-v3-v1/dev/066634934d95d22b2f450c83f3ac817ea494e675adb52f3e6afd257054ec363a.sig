{
  "algorithm": "ed25519",
  "content_sha256": "1cbc12bf3646c2f04940958d80870d6a846a615d5f8dde868556b97efbba89d0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "066634934d95d22b2f450c83f3ac817ea494e675adb52f3e6afd257054ec363a",
  "schema": "gridshift.signature/1",
  "signature": "96a948a3a9770bab56c9746ce18b4fffc2efdaad016f21a97071370f03c85d688ad3b5fd2b4ae9246c9bab7c2d94373e62c22ba114d5acd2bffde26d29916f09"
}
