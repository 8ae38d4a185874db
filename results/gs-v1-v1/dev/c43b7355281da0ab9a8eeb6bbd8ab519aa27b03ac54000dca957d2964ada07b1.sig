{
  "algorithm": "ed25519",
  "content_sha256": "71969616d3bfec0ea06c6e2904a2205e7cccd182b8bd533f7f815fd1bc1a6137",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c43b7355281da0ab9a8eeb6bbd8ab519aa27b03ac54000dca957d2964ada07b1",
  "schema": "gridshift.signature/1",
  "signature": "dd9aabf3742b0bb3a1f1d8f2038478c753d0df18f798525fe45f2d09e4b8928f80379b6c39d79e28ed1efe9d248857f8741012a1f2e038dff1a3e47542d5b00c"
}
