{
  "algorithm": "ed25519",
  "content_sha256": "1f44c015171d1e21e37888cbd23ad228fc394d08a4942ef1ccb2344016064ecb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4f6b0b58bcd21910a84f21b39be4d4083ed0ce144f47c3ce4e290eb7e23684d",
  "schema": "gridshift.signature/1",
  "signature": "3b037bda6ed76d300b209c58fe6ae97ddcbd93d90cb08d515a3d367bd63ad0a8e39dd43f328747c1e27e0817d9bd2cd5f758c91f494eaf706d089acddb069b05"
}
