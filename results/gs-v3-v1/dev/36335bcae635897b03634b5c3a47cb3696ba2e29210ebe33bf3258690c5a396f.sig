{
  "algorithm": "ed25519",
  "content_sha256": "35e7b6c8e11e5af2f45cc07ab06ca0d33b6ffa758538b716fe541db01185eed4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "36335bcae635897b03634b5c3a47cb3696ba2e29210ebe33bf3258690c5a396f",
  "schema": "gridshift.signature/1",
  "signature": "65c263075eddfd7acbaaa46007b7715d39732fd29f99ed45149e3ed0217a09b66fcc173d6f8cb821de786cecec70b549801190e9f57f3ac7c97bb229b6722502"
}
