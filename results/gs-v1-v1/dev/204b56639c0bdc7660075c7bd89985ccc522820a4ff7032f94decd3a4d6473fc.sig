{
  "algorithm": "ed25519",
  "content_sha256": "26bf9af30b950a7e7a3ffb6747e1a5a921bdeeb6a57ef99f46c8338b8f5244bd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "204b56639c0bdc7660075c7bd89985ccc522820a4ff7032f94decd3a4d6473fc",
  "schema": "gridshift.signature/1",
  "signature": "58a145c3ff44df9afc1993ff1245711fb0f6dae82ee095f6a3b85484b29929852d71bac96a735117dc266785544e7ec00a755ad4c840238a8e3fd7cce429780c"
}
