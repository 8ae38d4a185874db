{
  "algorithm": "ed25519",
  "content_sha256": "81023db1da4a51d31d5fc569a20ac5e12029bd20a66c21576e7cd6e4c5ed3dcc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f6abb39af8a5ac07b8848e371f21f06cf10f3dc5e9a7e28728083d143f8472b7",
  "schema": "gridshift.signature/1",
  "signature": "25a26a119da956e6542d88606927809ed9bbbfc6fa7ce3f23819652260791e10e50405efc8cec265cf33569758e6cccce1f258200e2208798af57b2048b02708"
}
