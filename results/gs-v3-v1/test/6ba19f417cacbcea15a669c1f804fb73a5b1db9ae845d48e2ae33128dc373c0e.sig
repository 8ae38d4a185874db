{
  "algorithm": "ed25519",
  "content_sha256": "048c02c9f13d0fea1c14312d3cfb83d66d852e83d7cd060e3bdfec49ce11331e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ba19f417cacbcea15a669c1f804fb73a5b1db9ae845d48e2ae33128dc373c0e",
  "schema": "gridshift.signature/1",
  "signature": "f79f690041fb911d456fec5440020c5f84b65d398fefe5cadab3519cf7073a961858bbb926f772173f910a97d6e000548da15c01e6898c1a16915e6f59c09b04"
}
