{
  "algorithm": "ed25519",
  "content_sha256": "2e4e24420cbc4bab68a357d54c9358725512b7b5b713300fcb1d94337af2f2e8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c98833cacb93caf87dabe103693ca171c4e3ec2108bf52d5a700176600db91bd",
  "schema": "gridshift.signature/1",
  "signature": "dccc8b0a97351dc2b9beb92902140526acb68861d81db434e209f9538a1b5986672ae19a4bc6af0f39f2a69d8e42277f6a41fcea06186b0b0a4423dc50271f0c"
}
