{
  "algorithm": "ed25519",
  "content_sha256": "4f099c3cc113deed0a08119c3ac713ba74e99f68ed5960adc0ca7737a395c73b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc49a5b9f5104735b4e51c2fe3cdf1e230dc58a01114669a1b3901ca9d2cf1aa",
  "schema": "gridshift.signature/1",
  "signature": "4f85cbb72684eb0ed96acb916ec185ffa8f6a992f7c781268aad6d9f6675f188acfe1e8431a00f3faa0abc52e77fbeed63f17620e5073d9ca432e7c04d5c7304"
}
