{
  "algorithm": "ed25519",
  "content_sha256": "89087d284db3a9275f4bf27ea29e5e1a0156a2ea99f603830e1c5efca8026bda",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1b9ed9402930beec520d60e621e51608f46bba5faee23791debaae25755ca7bc",
  "schema": "gridshift.signature/1",
  "signature": "463967470e0eb540fd1a09164b49fac59c18fd9be23d4a178e89b5c197cef76de566041fb5d5aa965376fca1bc056a785ea356d4d2b29e91c24e82063bdd8b08"
}
