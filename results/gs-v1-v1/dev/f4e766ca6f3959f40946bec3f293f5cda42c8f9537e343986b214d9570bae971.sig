{
  "algorithm": "ed25519",
  "content_sha256": "7b98079d8273043318ff02f6bb927db77dd511e9b403f3d79f9afb8dae7ec9e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4e766ca6f3959f40946bec3f293f5cda42c8f9537e343986b214d9570bae971",
  "schema": "gridshift.signature/1",
  "signature": "c128f06ab3d235aa65d2f5a9b0f6f608a187e5b0cefa5cb0561f346d0b62600e5930657a3d08a3a0e465c1bd532eba37b010e8fecfa52f6393d72ec2c5f36d0c"
}
