{
  "algorithm": "ed25519",
  "content_sha256": "fabe40f5e3401d512356525594e4c465b255f322ed4317279d32f744af95d51d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dac66393003f4db8cfef14481ce887780380e986a7b427ad30eebeb2bbd57268",
  "schema": "gridshift.signature/1",
  "signature": "cfc5d1c4a24cb4f7ecedbb79f20268a5799c9c22ecdec499f0954af0b994e7bfc3a28302c875243e8d42f9d0b3d08a355027f1e17e14e67001186e3601552a09"
}
