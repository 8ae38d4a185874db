{
  "algorithm": "ed25519",
  "content_sha256": "3b53f663b08220d3c0b9492fc422ac959c72a49c9989c6b10c2dc4e549f5b59c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b8e5b7d50506a0a4d9602409ceca57fa5acd6cf411d71eca1f186215d1d4bec1",
  "schema": "gridshift.signature/1",
  "signature": "7fa821e4fee18c64786c8a6a7486659fe89a674ff142e37aba3ea0bd42ff9aed552480bc59d69374d8c1184c52adca6193682411a49b21021e787160d568aa09"
}
