{
  "algorithm": "ed25519",
  "content_sha256": "3501ce09987c732d56ff325938c19bde253730ed4514772087f02bf178e29222",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cb4409aa2d15743b1ad4e0f2995677fb0b80943daa9278140f5d11d9a0bbbfad",
  "schema": "gridshift.signature/1",
  "signature": "a5f265abfc1fe165d647290f26dcb34a037ffb153c05649777e02b8b0d95b42c1aafb97f366d6051745e7c25df58be225ebc6c03d82b185ebc97b2fd332a6409"
}
