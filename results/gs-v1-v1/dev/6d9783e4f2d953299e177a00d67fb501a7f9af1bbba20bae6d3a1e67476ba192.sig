{
  "algorithm": "ed25519",
  "content_sha256": "760d2c378661583f80e5e0dbec42e0e97cdcd3052c9293a41a1197bb4b07099d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d9783e4f2d953299e177a00d67fb501a7f9af1bbba20bae6d3a1e67476ba192",
  "schema": "gridshift.signature/1",
  "signature": "fa090fa01bf81f1bd995e68138b30e6d78348bf2574ed67855ff7cecfdacda5a0a7100123e8509ff7893bf526a1f22ded72ffbbdc4641b9d968c81b077479e0a"
}
