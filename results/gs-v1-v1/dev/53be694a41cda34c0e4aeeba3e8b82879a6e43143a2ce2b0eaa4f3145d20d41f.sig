{
  "algorithm": "ed25519",
  "content_sha256": "fa2c0d02b8e9e9fcb0134dee78df247f4f2199fc60cae9156360367393df720e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "53be694a41cda34c0e4aeeba3e8b82879a6e43143a2ce2b0eaa4f3145d20d41f",
  "schema": "gridshift.signature/1",
  "signature": "b4eeebbaaa50d1fa27a0a7e47aad49b1cc4d3e2d9a048524d0fbf6e5556abc3cbc2d48b9a5c038b86938e599db0d8a4ab72d8eb5405a7baa0470ecc4bc978107"
}
