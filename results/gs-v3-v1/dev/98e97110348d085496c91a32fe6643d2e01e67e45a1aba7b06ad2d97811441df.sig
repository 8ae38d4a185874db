{
  "algorithm": "ed25519",
  "content_sha256": "82e4db445b450f14057cac848de0b37b1aab4177fef02b8afa1c3f78a6c82564",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98e97110348d085496c91a32fe6643d2e01e67e45a1aba7b06ad2d97811441df",
  "schema": "gridshift.signature/1",
  "signature": "83ef0ef3a1f598e003fd3c394c9fe27c0d5f4866d8a62acc626f738ad0493a54682aee30903f6271ae931a1175863a587a2a8eb698b4b3a4c5390fa52e06cf08"
}
