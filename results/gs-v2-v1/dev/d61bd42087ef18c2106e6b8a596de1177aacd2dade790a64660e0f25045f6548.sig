{
  "algorithm": "ed25519",
  "content_sha256": "94ff84e1d6704f5014618e7633ae86382617f10dda9567ce8e9ba2ce8e022fc8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d61bd42087ef18c2106e6b8a596de1177aacd2dade790a64660e0f25045f6548",
  "schema": "gridshift.signature/1",
  "signature": "1f8d552ba552044ac576eb3f0002bfc9f146d2dd7a862c1bd64f685d2e26bcc0a5eae917aa12fc0247874786b6cd71315ea6f3080c99385813222f7946d75f01"
}
