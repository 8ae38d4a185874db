{
  "algorithm": "ed25519",
  "content_sha256": "bc798b33fafcda5dbb87e1611b726d5f8ab95b60c6c29271a6cb55f3c7e77deb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "63f6aaeed4bf3795e54b67b3d1101d2975ef53b11aaca00a18a4393d6ed99aff",
  "schema": "gridshift.signature/1",
  "signature": "5b36d9c24e4c027c028ed35ac02b1f0768278d0baaa8a380af4aa2130fb7700123050dc8ebd8ee1c5756527bed68dab4d894a1f917e4fe2086333c4f1f5c1009"
}
