{
  "algorithm": "ed25519",
  "content_sha256": "29b038c1a4c689768b2b2241e8e7495680738e43bf732627c71352a58fb3b7d7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "804df34206dae10e071d5afdf8f54a9d158d16c29b86f14f4377ce33debdb911",
  "schema": "gridshift.signature/1",
  "signature": "e342ec487ee8f51e996da5c4117119fa1ec9399b72ead842e24e6e48d3954edb7ed61599f0aa3723768539c5da07c9c73fee00cf670027cb968d05b05dde8109"
}
