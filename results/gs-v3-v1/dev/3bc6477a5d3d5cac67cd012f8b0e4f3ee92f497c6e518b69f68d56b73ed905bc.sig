{
  "algorithm": "ed25519",
  "content_sha256": "1b5f333e33a7d111f322d91e83b4030ace295a784e25919f12900f91c19d27a0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3bc6477a5d3d5cac67cd012f8b0e4f3ee92f497c6e518b69f68d56b73ed905bc",
  "schema": "gridshift.signature/1",
  "signature": "8cbf6e957e73f3853ef1192c04889eb262fddea3de8119182391688fd20bd0fdfb8aaf7ec21076a1eae75fae035ce11d815089d69f11b146de8277bb142c1f0d"
}
