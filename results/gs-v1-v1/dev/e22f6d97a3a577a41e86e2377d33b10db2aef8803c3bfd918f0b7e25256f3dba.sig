{
  "algorithm": "ed25519",
  "content_sha256": "38bd3f992997b3a7a6eb16ba5041e85f426137ab2f1f52bd11aa7dd51c1b206a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e22f6d97a3a577a41e86e2377d33b10db2aef8803c3bfd918f0b7e25256f3dba",
  "schema": "gridshift.signature/1",
  "signature": "09bff563ff12a52d25ece25ac3029251f3b91b0058dec3f52b29a6e85ac87febbc49d6886d1b3777eda35e84f9d411f43c641cacfb6b68e9d54311bebf91d80d"
}
