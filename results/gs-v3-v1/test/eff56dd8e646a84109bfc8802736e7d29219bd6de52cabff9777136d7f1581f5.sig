{
  "algorithm": "ed25519",
  "content_sha256": "edab67f24d80545e32e62bc9ea3349ddd94062534d1033c5055c3c7a4e3c9157",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eff56dd8e646a84109bfc8802736e7d29219bd6de52cabff9777136d7f1581f5",
  "schema": "gridshift.signature/1",
  "signature": "3af6708c4505ae128d69f4ef0bfd186c491fcd9f9461cced729816e2ecf235fccd403ecee39dd5aab8cbc8698509cd94e387647f10904d68ccc607803865de00"
}
