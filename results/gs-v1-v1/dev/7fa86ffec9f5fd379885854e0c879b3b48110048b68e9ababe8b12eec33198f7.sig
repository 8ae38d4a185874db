{
  "algorithm": "ed25519",
  "content_sha256": "c1923d06d0148dbad773745291d1633a14107c8b1d24ccf894a22abcd6f1d754",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fa86ffec9f5fd379885854e0c879b3b48110048b68e9ababe8b12eec33198f7",
  "schema": "gridshift.signature/1",
  "signature": "77c23be63f9dd29c293496f0a1f10a46d6360f60826e6279e1c427c8ba2ea8f76bebc5839051040ae0966dfa5622901fa57ca6218b673c8e6961ad80fdfe7e0b"
}
