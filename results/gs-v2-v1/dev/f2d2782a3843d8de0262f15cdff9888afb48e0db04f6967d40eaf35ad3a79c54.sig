{
  "algorithm": "ed25519",
  "content_sha256": "d360d94e6d051a2475e377fa583d719cbdfdeea8d4b1eca39a35ded8f14d0a6f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2d2782a3843d8de0262f15cdff9888afb48e0db04f6967d40eaf35ad3a79c54",
  "schema": "gridshift.signature/1",
  "signature": "c85e6d4e50a34b28589e0c21a488cd6eecb023ed88c017d586e2f0085e9216f9297e567bf5cddca1b7174c35a962a39f66d50e02a87e2bca1c3c7b6773b14e03"
}
