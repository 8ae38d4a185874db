{
  "algorithm": "ed25519",
  "content_sha256": "64a325619b54376b060746b3207873e3e60708cd06b5efd3935dfb21cc9a58e4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a5819f1e1b5f2ca7005283e0aa2e407d7e1c2be748f7074f1ca1f27b6bc1eabc",
  "schema": "gridshift.signature/1",
  "signature": "b54be40292c129cb4b9dc58b21f622d13dfeb9a9eccd19d5f6d8c4f3fa43214c835477ca0c0d0f21a2a7a9af2d9cc524f9f523552a7771624252d645a8c55804"
}
