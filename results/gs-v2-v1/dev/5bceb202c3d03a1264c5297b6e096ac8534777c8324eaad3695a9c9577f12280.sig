{
  "algorithm": "ed25519",
  "content_sha256": "fbc2f03b17e75ac7ea949f71fd95df87ce1438a8d515433c7fcc565f5f99f2c6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5bceb202c3d03a1264c5297b6e096ac8534777c8324eaad3695a9c9577f12280",
  "schema": "gridshift.signature/1",
  "signature": "6c42d6dc40b615bc276bf5c30636da8cfb1b108f48d303e12736c3d4f0f25d12a7006d4c1dd1a479c054290c1bb98f5794f608f3037220a531a17831e5b7970c"
}
