{
  "algorithm": "ed25519",
  "content_sha256": "ecd5a3c37049a4f42762a27890b2dc3025bfe7da2c29d6afc97eff39a1b92d3a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "13ae71cb5b66114b2eb5629d4006fdb5d79ff4bf8640d688af1fb3232542a883",
  "schema": "gridshift.signature/1",
  "signature": "20138db8fad31d283c722bf1ba16d437e52d11ab4ef96332066eee0cc8e4d939466f2a198f65f517046a827271a464935db4a95596c5b3e0debc344498826704"
}
