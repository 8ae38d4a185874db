{
  "algorithm": "ed25519",
  "content_sha256": "20201f1a982f9559b82bacc92f067075709dbb28c513698a60c7fa8d1e7f731c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b091910ddda2e7b7adbb6392915c8263cdf01874f84c3e0f0df15b9d8473e459",
  "schema": "gridshift.signature/1",
  "signature": "ee166d1d7f9f9063d31c3a5319cd2456eae0c1825ec0f16344b1038790a7f05d27da74f0bc444c28671e884762ee9546dd92c97ace8ee8fde5b3b5e275983f05"
}
