{
  "algorithm": "ed25519",
  "content_sha256": "adbffbba18c7f9c3cb42589c499fc3b5b6492e54621af5b75802dae5bf4230eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d881fb5a4f2dd59db16d8122cbe7b8f2c47f2e8168b3e0ef7d5bfb21872a0dfa",
  "schema": "gridshift.signature/1",
  "signature": "5a24635844b5f84cd7530fede873a6e937b8be1f29506c94c062f826b5bacafae63c7661c06df7d9f52e3db7a5f7176a8b29b725d250df1c7b96bb84cf188d05"
}
