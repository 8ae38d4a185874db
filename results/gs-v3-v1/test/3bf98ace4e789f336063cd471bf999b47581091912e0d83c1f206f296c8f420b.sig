{
  "algorithm": "ed25519",
  "content_sha256": "5c1493dfc9cbfc96c4dabeda041d41e2bab446cf31d844548b2b001fcd255515",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3bf98ace4e789f336063cd471bf999b47581091912e0d83c1f206f296c8f420b",
  "schema": "gridshift.signature/1",
  "signature": "75d8c4d428ba24eee755002381a4bf270f8f36cec601e8aab4638485272a5d0905287d41fe9e5a7ac8b2925c82af01c33e9e4b4ac59eecefc6e21a2b2c10f402"
}
