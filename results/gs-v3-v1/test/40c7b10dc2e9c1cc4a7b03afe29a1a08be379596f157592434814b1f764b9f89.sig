{
  "algorithm": "ed25519",
  "content_sha256": "54089fda164e86e41ca3322670e7a116fe623369bd3a090cdfe88a7880036316",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40c7b10dc2e9c1cc4a7b03afe29a1a08be379596f157592434814b1f764b9f89",
  "schema": "gridshift.signature/1",
  "signature": "84418e0d2ac26f8d5597544df2198e58c6fbf634455a21deb749dcf9d9cdf1a0a8d40e4583dccfabb58a59b3a6b6ce98c03a5894d03b1a3122e4395f4d56f700"
}
