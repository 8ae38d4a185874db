{
  "algorithm": "ed25519",
  "content_sha256": "c2df2bb3e5c928b6ee61885d4a7977df91f9377d8fe364639eed96212e8bc1b4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "867757273bcb07ae9db19386a31c08f84f34ef70ac6194b13876eafb44cb7748",
  "schema": "gridshift.signature/1",
  "signature": "76ff3126fb1ea9c11a9fc5eb1035efecfd9a8f5ec80ede4066c12161967b3ad34724b4b68f621c240e235fafaa7f19744d7ba60e7f8ca249e863169a01f34f06"
}
