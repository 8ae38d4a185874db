{
  "algorithm": "ed25519",
  "content_sha256": "271f799d355d969b6fdf2bfd63c141826c58bf484aaa372cc4dc0d8fe41d18c4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aa3224a61045ff07d3e5bb12ae6bd30a290786297e9900fd630447666d1a55af",
  "schema": "gridshift.signature/1",
  "signature": "36d81cdfa0c3a1f79a27fd44868da28b8ce24a518eeb7f98969cf9aa21fd58df13b03f4d9013c21df76716f99c01c1d1327d35594fd90a898f49a955c8400a09"
}
