{
  "algorithm": "ed25519",
  "content_sha256": "72d0c3bcccffb840a633766d255a11741b73032263596358930a1995b8c64960",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1a80606968f45f2c902e46713f1346ff8d62fe3785bd860852a2c52d87454f0f",
  "schema": "gridshift.signature/1",
  "signature": "c93a61cf3d7bf89dd33654562321fdc151cd0aabfd4b05b45ce8c984d229bd73093d5aacbff8116dbfb3aee647590a8b6cec7fa3bbb634a2ca8ce37c2a446a04"
}
