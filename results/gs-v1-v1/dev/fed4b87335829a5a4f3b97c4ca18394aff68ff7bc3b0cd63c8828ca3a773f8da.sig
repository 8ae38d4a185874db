{
  "algorithm": "ed25519",
  "content_sha256": "441f8c8b92621ae20101f06736e59ca5f888c546a30acb224ad4342f0987720a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fed4b87335829a5a4f3b97c4ca18394aff68ff7bc3b0cd63c8828ca3a773f8da",
  "schema": "gridshift.signature/1",
  "signature": "f635081daba5f3509fd2a85fd11f57466074aa3a79dbee75546e7afb9c9446ce5b1ebd5f387516c2f413e28639135e3647a69760aa296afcbd7c49842c6d6a04"
}
