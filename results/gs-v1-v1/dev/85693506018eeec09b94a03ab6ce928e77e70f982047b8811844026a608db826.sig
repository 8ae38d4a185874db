{
  "algorithm": "ed25519",
  "content_sha256": "f3fbad9bad4a85095141f21cd9f05ed52fbb3e8847b56b3b952cc55d93780e73",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "85693506018eeec09b94a03ab6ce928e77e70f982047b8811844026a608db826",
  "schema": "gridshift.signature/1",
  "signature": "fdf0804a796e5311b28b5dc4d174d33fbfc014e944e25dcbab5fc2d6187987a1b67f0d6551c2ef258b3fea537a6d164f7e66c2a9f9b0c9c6286d5145d760bc05"
}
