{
  "algorithm": "ed25519",
  "content_sha256": "f420d41e6150aa67389a301ea87bd63a11f358657e416878ca883da2912fb0d5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "957ac096e936f6cf4eb6768e5a68b0a4ab820a9786a0f91d2a76dcb26b673570",
  "schema": "gridshift.signature/1",
  "signature": "86970f468acf52213614b01a52909569fa0aab450c9623a8d40603ff4b89aa9f899a2374d8048cec634b7bb6bf6e74d604d500f6c8227cda7abd0b5fd998f70f"
}
