{
  "algorithm": "ed25519",
  "content_sha256": "da0e5626d92ccf0a8d7237fed63be22445bab9e8d313964adb4d13d8f4104d48",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7550f0c3e42e3cd04712b7ab48260c72e7a950146f721643f1a10946924d7b3",
  "schema": "gridshift.signature/1",
  "signature": "1f35d9550a54913fa2d4aab6536ea35912f489fcde2274eeb2e7481182e7f1e06935f62e14d162614395fa16ce714cc7c0c9ce5de3eb6dab21f7341e957be30f"
}
