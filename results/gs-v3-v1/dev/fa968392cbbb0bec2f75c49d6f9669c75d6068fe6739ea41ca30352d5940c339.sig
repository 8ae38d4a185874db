{
  "algorithm": "ed25519",
  "content_sha256": "342161d4c50c3a71666b4e32fcf9ed404be57e680fa7a06cd01b51364ace2faf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fa968392cbbb0bec2f75c49d6f9669c75d6068fe6739ea41ca30352d5940c339",
  "schema": "gridshift.signature/1",
  "signature": "b3b15efa86f40012fb8a499f024c1dfaa0c68f2f99b931796ed21ba0901867534d0a907edda1be796730e5e351999e9a5c3a64d72ba99f0ef4282e2beaf0450e"
}
