{
  "algorithm": "ed25519",
  "content_sha256": "99fc74ce242b668566ba6e07aced006fef3327491fc77b621b698fefe0a39e23",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7603d20f986e15b293dc4a4737a7967ff2da9336acddf777fa33e18ced998bee",
  "schema": "gridshift.signature/1",
  "signature": "b53278a7c83d33f1375b55d719bfd90a2426f790fbf736a8492c94d5f08da8f3889706b2d6a3eaafe3cbbc2c20aa588f39cc2d39dca33d03c7f55b9230775d00"
}
