{
  "algorithm": "ed25519",
  "content_sha256": "ad731a4086fd5a3e18d6542e7d7a853b8b5c5d2d80c597cd932d8c44b309cd9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83057ee1ab863e22a0de14e3285d1fa906fae668c0b816cd91ded04987f0876d",
  "schema": "gridshift.signature/1",
  "signature": "18408f9bab3893faefb1e82834802f63d8be33ce78f11a5d256b171e073211ee2db2abbbfb2e875d8452a434ef470d4a923df2cd89bf18e57dd2b783c6460003"
}
