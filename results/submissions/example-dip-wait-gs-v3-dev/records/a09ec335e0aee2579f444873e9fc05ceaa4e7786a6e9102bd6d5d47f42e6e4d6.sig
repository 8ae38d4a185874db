{
  "algorithm": "ed25519",
  "content_sha256": "33277538aa6fd7d3bcc13a85cc6248218a54468276e372dc1f26718db5c68f82",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a09ec335e0aee2579f444873e9fc05ceaa4e7786a6e9102bd6d5d47f42e6e4d6",
  "schema": "gridshift.signature/1",
  "signature": "77282e587193f6d44fa5e2fa2bcb950346be08bdcf2a8f4951415a6c67e6dc11e75c9167be1e1ad11f508adb52219a17cd5f1379b1cc6a340f97273143dd4e08"
}
