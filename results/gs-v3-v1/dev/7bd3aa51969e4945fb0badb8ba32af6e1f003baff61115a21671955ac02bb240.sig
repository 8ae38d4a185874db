{
  "algorithm": "ed25519",
  "content_sha256": "39725262ede1ae72797bc6ff97cd7015b562174e2d7175345bd861b6a95cd5fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7bd3aa51969e4945fb0badb8ba32af6e1f003baff61115a21671955ac02bb240",
  "schema": "gridshift.signature/1",
  "signature": "38203814fbc5de85a2db16b8f0c5f85f31e0b7695ef5dcc38ff4517013d223131a6b95b664b9b3fc8aad8d438a68acb8532d65408ebea5a0069fce6aaa94260e"
}
