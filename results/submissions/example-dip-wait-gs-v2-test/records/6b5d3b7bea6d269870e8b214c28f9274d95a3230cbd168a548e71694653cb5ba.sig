{
  "algorithm": "ed25519",
  "content_sha256": "e252748e4052faba9ba92ed2174b9d0191445f4a46e7d326e7bf9ab1bc3bce16",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b5d3b7bea6d269870e8b214c28f9274d95a3230cbd168a548e71694653cb5ba",
  "schema": "gridshift.signature/1",
  "signature": "b212bf700a386844e894764f0d436abab90d6f3cb3745f5e57a09f0a3c7e0fb13a3e2b0e01603a5e7fe8f04f8a8dd4a06e9f1d639346a51d0beaab49f9f56d04"
}
