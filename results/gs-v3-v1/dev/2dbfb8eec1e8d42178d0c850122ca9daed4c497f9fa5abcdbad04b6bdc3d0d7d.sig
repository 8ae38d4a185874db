{
  "algorithm": "ed25519",
  "content_sha256": "a39283d5b1b43f48b181a1ab1686feda256da17f4c10184af8569107b7acd8f8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2dbfb8eec1e8d42178d0c850122ca9daed4c497f9fa5abcdbad04b6bdc3d0d7d",
  "schema": "gridshift.signature/1",
  "signature": "f21b0990b4db2d7911570e3f9056002eeea77b999d67676252d4dc07e4821171e806d27c5047fad4ad6abed4f606c3f9e131e9efdb0df3a71bff39dabc9b3701"
}
