{
  "algorithm": "ed25519",
  "content_sha256": "4b6bc04afd6fbef5e1f49440b740409543a05ffda98a7c8f7af535e0e06212a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e5ca7e57063c0d5f63d11677db25616fbfd20ceea37a9840d26a71a23ee67770",
  "schema": "gridshift.signature/1",
  "signature": "afce706ac32ae7f2a1f1f1c4beead9f18cc8ddf60ce6b55d7031d1d8b73c691ca118493e89656e190ac0ff83bbc48d58e869a8bc35d8ea45d652f940de8c750f"
}
