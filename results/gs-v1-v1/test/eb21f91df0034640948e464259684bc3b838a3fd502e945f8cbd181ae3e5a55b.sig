{
  "algorithm": "ed25519",
  "content_sha256": "80bd4f06ab785283d3dd39373a9cf3253779ea3fd0ce8ea9fa684a8a33e3d8c5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eb21f91df0034640948e464259684bc3b838a3fd502e945f8cbd181ae3e5a55b",
  "schema": "gridshift.signature/1",
  "signature": "def8746ea3717ece6d0d8153970c7e6b7329c485210c644f7fbf4391396266a2d5995e43d28957f325afef1041a5a1028d3449ebfdfdc878952b724432396b0b"
}
