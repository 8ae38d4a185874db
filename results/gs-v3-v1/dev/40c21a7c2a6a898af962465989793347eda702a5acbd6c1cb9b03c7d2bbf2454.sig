{
  "algorithm": "ed25519",
  "content_sha256": "21abecc54c939d2a195517a32650d94d2e5fb618f5da41206e1c98b8ea959108",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40c21a7c2a6a898af962465989793347eda702a5acbd6c1cb9b03c7d2bbf2454",
  "schema": "gridshift.signature/1",
  "signature": "afb3ba26cc2c4abfa3b3c7629a4597e9e5bf31f898eade041f9fa38900a46c737019472d3addac7f0fbba94d4e5dc475e02b2213b3a22d017cbc0e9947ab5208"
}
