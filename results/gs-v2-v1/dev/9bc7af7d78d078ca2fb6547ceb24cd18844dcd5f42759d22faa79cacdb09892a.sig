{
  "algorithm": "ed25519",
  "content_sha256": "2a70b8b92d5bd97bafc3f22ac4dcff3e4606ebe487b8bfc029a7835f1506ca6d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9bc7af7d78d078ca2fb6547ceb24cd18844dcd5f42759d22faa79cacdb09892a",
  "schema": "gridshift.signature/1",
  "signature": "000f9ece6ab2d692c9febf2f69cbb594b74613e03167a491c5714f8342a94db86a9e3f2d90288480f3e404096ecd9d2ac846381d38e1d9d8a7c0fc9a87cb000a"
}
