{
  "algorithm": "ed25519",
  "content_sha256": "39bb496f0ea2ec502ca93aad0cd524454f4e502101e3048b2288231a7b4468d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c828765d220f28be498409895f24bf8004fe963db137b25b13ecc4a700911980",
  "schema": "gridshift.signature/1",
  "signature": "e6ac1ef5e512e22b8d0dc351c450e2ea17c0388f8c5a7a95ec20aeecc89c796848c7bdcf1ac0650069431a9c983c800f74d514d0ada0a5b0b4bd6897aa2e1e00"
}
