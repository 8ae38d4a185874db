{
  "algorithm": "ed25519",
  "content_sha256": "c8649226fdabbaadfb89871388d0eb222152badb454a38de902cdb9f8f0625e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "633243734000ac2279b44dd1f7999c62bbbfc8bb2a978337562068266f6774f4",
  "schema": "gridshift.signature/1",
  "signature": "e4ba84f176a07bd1cf8c57411af0744f851c7ecb68effb6c9cebddc4f1e36f57f4ace82c2ca2a3ab2aaf950e2d93cf46bcd14d2505c258e3935dce197d906d03"
}
