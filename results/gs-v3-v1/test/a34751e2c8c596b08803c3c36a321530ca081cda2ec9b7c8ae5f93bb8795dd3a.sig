{
  "algorithm": "ed25519",
  "content_sha256": "14135f205d011672722442fda681585ab257d43a7376f389c954bbfaa2928a18",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a34751e2c8c596b08803c3c36a321530ca081cda2ec9b7c8ae5f93bb8795dd3a",
  "schema": "gridshift.signature/1",
  "signature": "e46a4bc604debdb6c077a8684b0b3f7d1fbe3ab72f26455bc92a4aad1915d530764d20fd20e4dc7844475a85f79f02b92c1f490c390bacaad2ab2df36c653b00"
}
