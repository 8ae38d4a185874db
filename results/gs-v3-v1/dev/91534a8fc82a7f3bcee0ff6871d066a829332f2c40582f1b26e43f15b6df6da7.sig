{
  "algorithm": "ed25519",
  "content_sha256": "d15045992ed7a65f6f5f7a4b6b387896dc64d2c9e8dc3fc580c0d2593634bafd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "91534a8fc82a7f3bcee0ff6871d066a829332f2c40582f1b26e43f15b6df6da7",
  "schema": "gridshift.signature/1",
  "signature": "7ab0801db35564b37d1c384f541ab8fa54e4d5a7c7e150c3e2b53366902fbff67c452191cabe5b511c3f12fc9c1e0feb64352ced69a18e89459236c5f572d203"
}
