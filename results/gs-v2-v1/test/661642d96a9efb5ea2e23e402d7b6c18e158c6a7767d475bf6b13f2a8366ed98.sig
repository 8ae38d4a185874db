{
  "algorithm": "ed25519",
  "content_sha256": "6b98d531d5d5bf8cc38a9538e0739a848d6ed036e3d25ce921b56bb38c298442",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "661642d96a9efb5ea2e23e402d7b6c18e158c6a7767d475bf6b13f2a8366ed98",
  "schema": "gridshift.signature/1",
  "signature": "bfee466d4295bd8c5ecfb55f05716706ba7e96a10c4e38024210d28b3948b38e4192289d3186934f1230e60ea7df07a7edf55d5295e0ab7d8c17adfa9a9fa701"
}
