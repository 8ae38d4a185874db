{
  "algorithm": "ed25519",
  "content_sha256": "e946a0341d35b6b1e43ea6db76549104ce8f799b548b45cf0dbd5dd8e1a06822",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6d4f4c303b41d4d2c0f16a0f90fbec9ad4e56553f76ee096c98692a20fefa3ba",
  "schema": "gridshift.signature/1",
  "signature": "7333c4192ee4c0d5c7026e4096c7a36f70af92e6d95129a8faf91efa80294073ed5dd2cb7797a29083cbd53d909be8b2c486dd066dd6bb429c3cd08e89519c0a"
}
