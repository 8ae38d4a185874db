{
  "algorithm": "ed25519",
  "content_sha256": "ec4a79e27581bfa242b385ace9c9f10eac96f42524f96f702e10ab17cd30fcff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45faa8cfd61f3ce70f55180fffaf550d62f037d9835f2f4499fe8a3b5f67f747",
  "schema": "gridshift.signature/1",
  "signature": "0edbc033253c30d4d07b58fd672a24e8ee22014a24b32e14a95671fff9f6861453a1eb03d156ecfb6b06c9b36091df7e318297edaa41686b1cbcfcd92f8edd09"
}
