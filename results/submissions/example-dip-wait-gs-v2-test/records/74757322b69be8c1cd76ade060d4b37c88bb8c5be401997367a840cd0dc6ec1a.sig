{
  "algorithm": "ed25519",
  "content_sha256": "aca9219446aedf3078b390d3e96cc1cdacae27f0fe7c098efee90648e2179b7a",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "74757322b69be8c1cd76ade060d4b37c88bb8c5be401997367a840cd0dc6ec1a",
  "schema": "gridshift.signature/1",
  "signature": "700edb0ee0b557d41e3dac9a92a83a3eb3e83a7ad5a99602b25d28454b3fe968f8f495303c249e8f443669f7d9fd7b80c4faf7a97b069c40f1cfa6e6738a1808"
}
