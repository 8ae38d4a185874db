{
  "algorithm": "ed25519",
  "content_sha256": "0a5be772a5deaa933600459dc8a6b69f5a55c4cccb3c0c3a80b87bcc7e9f1550",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ee5af77408a07ddd694ae2901526aa27384e558f9c73b4cde8aff0777baac7c",
  "schema": "gridshift.signature/1",
  "signature": "d979f2052f2ae072fbfc4e7dcc369ad2337ad215fb619ce6ace0429e89290b55dcbe22a6d108de52f1abca9040485554a2505435d578a0561c5e2fb21987750e"
}
