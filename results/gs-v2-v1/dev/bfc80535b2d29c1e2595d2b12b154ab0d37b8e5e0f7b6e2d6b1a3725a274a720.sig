{
  "algorithm": "ed25519",
  "content_sha256": "87b6350b10d0374808fe56605ab997b0b29558da426dc812580dda8442de3701",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bfc80535b2d29c1e2595d2b12b154ab0d37b8e5e0f7b6e2d6b1a3725a274a720",
  "schema": "gridshift.signature/1",
  "signature": "4ae623e83766acdbe4a6d89fdc34b1ba0b9313e1a7e901ee299da56c78cb16387e8a632271507309d8a02d1e52dfbe27de511c75eebd906bf57d39ad72683704"
}
