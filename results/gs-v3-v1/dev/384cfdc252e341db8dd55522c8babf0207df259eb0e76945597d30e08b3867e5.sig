{
  "algorithm": "ed25519",
  "content_sha256": "d945d3adb065886d6f57c48ec5e7189d95c77fbfa023d6b7477504a135a4fb9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "384cfdc252e341db8dd55522c8babf0207df259eb0e76945597d30e08b3867e5",
  "schema": "gridshift.signature/1",
  "signature": "41f9752aedecfabdde891bf601c21423581a6e4332beec209bf07452dc3ce96e3026c5c649c9dc2e2c18df2b060e1537699073ff78bd4fb91a0e7ed1ab57c609"
}
