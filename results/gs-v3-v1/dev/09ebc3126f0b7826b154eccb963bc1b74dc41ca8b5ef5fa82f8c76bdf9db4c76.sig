{
  "algorithm": "ed25519",
  "content_sha256": "9b817ea1ec4171df32e981bd31ec49de9be3781d4be1e64ab2feda4b12ec1bd0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "09ebc3126f0b7826b154eccb963bc1b74dc41ca8b5ef5fa82f8c76bdf9db4c76",
  "schema": "gridshift.signature/1",
  "signature": "ef594cced441558f308befca03522c1ef62d7302eda03d83e74f93b168e1f5d104e0c824d5b5b4346245666fc07c82ad938aad69007276d5ff30a57d9fdba20c"
}
