{
  "algorithm": "ed25519",
  "content_sha256": "e38c667a6ef06db16da9e0e709d8e5a0dc95c4f842e9fa5a3239c20db33be8a2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3937bc06b3a87569507bcda0a3397813a1744cd69caf10d0c4181335f4d6a8d7",
  "schema": "gridshift.signature/1",
  "signature": "b370dcbe0fc7553ecb5e3f2d96b8bed3b69c4d82c35cd44a93020ed0df52355044301fc8ccd76478dcd3c11c66478a146e48c59a4448bd7997ee0cb832689a0d"
}
