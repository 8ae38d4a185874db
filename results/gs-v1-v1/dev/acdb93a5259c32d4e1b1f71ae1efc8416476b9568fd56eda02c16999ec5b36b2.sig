{
  "algorithm": "ed25519",
  "content_sha256": "a222f89b779b9bd3c6fb5165e95a5c94643f582e7bf414205e7deb47aa02bd7f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "acdb93a5259c32d4e1b1f71ae1efc8416476b9568fd56eda02c16999ec5b36b2",
  "schema": "gridshift.signature/1",
  "signature": "91fbb624260aed66b3d097fdbd0f3bbbce4ba3c0265b8855f78e008c5308d707b94e510a64ba18b797934bebec9b0e0a4f4148c0a4cc7b99bdb02df409124e0b"
}
