{
  "algorithm": "ed25519",
  "content_sha256": "b7bb134dd995ac5d73b4f69478107e6ceb642317d37d454c9ff44ec737e3e55b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e33f50e72c1f41eb151b83390f2cf39e32714bbc18d06e7647369438ca45bab0",
  "schema": "gridshift.signature/1",
  "signature": "bdf7886f60cd3c24a3d71f7e0507c4b32897ca3f7c7f9ced518ce3b21dbd99f3ea2e6a6b973fa357a9f78bee6a21fcf184de49fbcdf26ebb20ebcd7bff6d3304"
}
