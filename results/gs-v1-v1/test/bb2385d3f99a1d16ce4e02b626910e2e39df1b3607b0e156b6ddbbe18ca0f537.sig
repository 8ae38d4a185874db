{
  "algorithm": "ed25519",
  "content_sha256": "ca03ae3e2c8e204c3c5179274ca8a55ee068c7ec28b1962c897c33f47306f485",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb2385d3f99a1d16ce4e02b626910e2e39df1b3607b0e156b6ddbbe18ca0f537",
  "schema": "gridshift.signature/1",
  "signature": "71360cf45344847038c7202f90cd3dd03cae6e9683dcead2f8610bf9b045e9f61f527f55696c8832dc0e4c8b3b1aa8e21629b7bc9a1967acc58e858238346c0f"
}
