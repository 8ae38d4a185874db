{
  "algorithm": "ed25519",
  "content_sha256": "548490edd036b857e89885f51dac656c2a4b0841bdf99284d2cdde53b614b4fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e41080add3d8235b6be6d783195ec5fd7d3cd2c3a24bf6f4879ab4222a4f4cec",
  "schema": "gridshift.signature/1",
  "signature": "0ece886944fb8537490eb02884d3996c6be2d18c33f9ed8d6bc7d3009baf2961a44c296bcd6c460f29ffdbd220678f7cd64f5c44fc796ad6cbf5c7ed475e9405"
}
