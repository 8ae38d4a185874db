{
  "algorithm": "ed25519",
  "content_sha256": "a03703138b6b999884658bf9d5547482aa04b96a4ce3655b68281bb29daa44c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16ea4faa91ffe2c3aa39f54387281cd9c5a601dff6bb3f365d1864d1a3520cc5",
  "schema": "gridshift.signature/1",
  "signature": "33820359d8f583e7d6c96dbd00be5b08777973af87b2da293340cba6707fa384a06c778d4f5cdf92a2f006af2812f79f4a378938d851db3fc44a3c6fad7bb507"
}
