{
  "algorithm": "ed25519",
  "content_sha256": "349dd92392464664a7e04dd4ccf879b11531ed4a23d0a1d9ad4f8f7fbeab375c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2a8571e1c100284e34fa74d5f6f6c8ae8995227344514b2275b105dc1fac2aa0",
  "schema": "gridshift.signature/1",
  "signature": "3b7b8dc6bd0a22546ac46e3f2e6f014b571ba7fd6b6b76a1255d1e1c653c6890e9bc41bee67df4f1e63c54b6ac295ec61a16946bbcf2cd1ff58fb0465e7d9e06"
}
