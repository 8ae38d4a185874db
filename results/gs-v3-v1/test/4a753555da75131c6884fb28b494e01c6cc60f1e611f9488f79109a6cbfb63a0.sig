{
  "algorithm": "ed25519",
  "content_sha256": "c8cbed9b769beb7f1f79a281afbb6008c9bb46be73fbed27696bfa9ad2fd4f0c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a753555da75131c6884fb28b494e01c6cc60f1e611f9488f79109a6cbfb63a0",
  "schema": "gridshift.signature/1",
  "signature": "a4a69e007588e64cef016c3a9d9a27f8ea376a484fbdda495a6f47aae16a66f01727a6ce28a6e3bd631ea3e32c66ac7bf7072e7df89bc53bcd3a8606753e460e"
}
