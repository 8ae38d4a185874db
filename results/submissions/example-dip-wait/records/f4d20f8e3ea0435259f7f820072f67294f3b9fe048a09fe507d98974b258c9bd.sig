{
  "algorithm": "ed25519",
  "content_sha256": "673edda8ba2e4f9c97242c657440483d3c57524540e081a9b6bcdb54c581521a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f4d20f8e3ea0435259f7f820072f67294f3b9fe048a09fe507d98974b258c9bd",
  "schema": "gridshift.signature/1",
  "signature": "b8ca800b8266c1940015a11914d4bcba1692df75051cf9b2f4a22e8a96c08ddbe2b8b92dee73d9b3d029ce691ba231cb3d91c373d443cec884632ab5ced7fd04"
}
