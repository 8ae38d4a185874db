{
  "algorithm": "ed25519",
  "content_sha256": "187bbe95ecd78a65487fbaa36d7496c3fa2c72cfffb500fdf92196da67a1839a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5326605ee09115dcd9be03f82f9856bee5c2b9452c77962e42c44df11fc3a4ae",
  "schema": "gridshift.signature/1",
  "signature": "fde3ac64f0bf5947df41ab3c1ccd4e276482bd747def2d9f05dbd8e61be78528dabec7528b01f2658b06b4be87278602e1dcab7d843ede49f334fe81ad05c604"
}
