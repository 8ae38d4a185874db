{
  "algorithm": "ed25519",
  "content_sha256": "7a33151d8f2c12c527995b94e98fdb42b7d2283dfaa903d5674b09d43153c168",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb664e2a2f8fa1525da36252edfc563378f5474695a48beba316b66fbb11fb4b",
  "schema": "gridshift.signature/1",
  "signature": "daf5a9f191a20f6f633907afccdac216e6bb6cb5064db30793401a6b6eeabf37798aec301a8e1e8a2468d5b8fd6b867753c52de02c782117ac3e5809b1dfc60f"
}
