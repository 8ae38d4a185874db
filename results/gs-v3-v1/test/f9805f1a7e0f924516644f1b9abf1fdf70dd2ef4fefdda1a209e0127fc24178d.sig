{
  "algorithm": "ed25519",
  "content_sha256": "de8c00ea777b6daca95fefaba1f4e4edf64285fcf220accc7d80150944812b71",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f9805f1a7e0f924516644f1b9abf1fdf70dd2ef4fefdda1a209e0127fc24178d",
  "schema": "gridshift.signature/1",
  "signature": "fc79839a469aa754ee958f4ab98f20c6764740b5bfaefb0f8c08ce7e5728a15e76025ba535bac93256400e3c40759d6438505e4ec592a007a2f35d49749b8105"
}
