{
  "algorithm": "ed25519",
  "content_sha256": "e12ea9fbd2afb8f77e80a7a0afeba7e0f78a2479d2df0836eb4954b4afc14a43",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e77b42f1691b838e58edd294bce879a95a6adb5c8c0821041337664a9737da37",
  "schema": "gridshift.signature/1",
  "signature": "12df15ca3626dcb98f807daa0e4a1091a3bfc3921ed6345d8b89b48bd2ca84fc33357b5580fa2c2fc42b34e7e7e9279496e2a70e7db7f19ffb4ee43f0f9f990c"
}
