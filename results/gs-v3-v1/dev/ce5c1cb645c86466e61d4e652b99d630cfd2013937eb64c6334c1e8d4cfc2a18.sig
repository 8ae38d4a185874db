{
  "algorithm": "ed25519",
  "content_sha256": "9a90b8745d63f7afbc1b18cb53ec1958bc3d8c065baeb55d3ced6b0341f1d08f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce5c1cb645c86466e61d4e652b99d630cfd2013937eb64c6334c1e8d4cfc2a18",
  "schema": "gridshift.signature/1",
  "signature": "8f10d18cc33464ac35a5f0c50cd961fa1a728ce527d9e2b9adce1ba0d6d9b80fc01feaff0b9ae5c0f38f282c40db19b6761e2b1bff97a454b449a762fca2440c"
}
