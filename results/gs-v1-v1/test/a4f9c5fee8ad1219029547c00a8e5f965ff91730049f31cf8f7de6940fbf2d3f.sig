{
  "algorithm": "ed25519",
  "content_sha256": "b605497ce9eb49cf997b4362d4605f2d686bae1025ced0f4305cd1f2ac8bc4bc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a4f9c5fee8ad1219029547c00a8e5f965ff91730049f31cf8f7de6940fbf2d3f",
  "schema": "gridshift.signature/1",
  "signature": "f7044e385b5478cf2d1541d4ea41f292aed2a4646498224c98b577167ef1f424f5b2daf8cbab426c73f728034b0943f3baee9090b1c443795d51e37edea09c08"
}
