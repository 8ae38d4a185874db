{
  "algorithm": "ed25519",
  "content_sha256": "9bf75ee6fe07ba752fbc4529843467c2efffc35c7847894c529af9e1dea95ea3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4f69497609e22bf6d32939e5f872521209194a11b90cbce64c54daa354bebb00",
  "schema": "gridshift.signature/1",
  "signature": "f343e4cb174fd7b02dd621b99a97896fbe45d86f9db34f8774886dc7da97e22c4d894298e224bfc03fe74cd720d7022a9fb78099de8c87df7808e2ad01c0350f"
}
