{
  "algorithm": "ed25519",
  "content_sha256": "bd1514d521b9c5eff4912196c1391c14796c87936112cd8d9de140665834052b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e9cbdd61001bcfb30ea6c9e595bbaa91fed0ea9120d784cdfe07ac4df2872abb",
  "schema": "gridshift.signature/1",
  "signature": "10bd1ebfdbaa108701f7f924ab8581f3e1f01139b9c0309546517692fc29be3875f77de8cd67d786f77b09dc9339b1a3969d0ad9a0e5a1613d113da54d99b505"
}
