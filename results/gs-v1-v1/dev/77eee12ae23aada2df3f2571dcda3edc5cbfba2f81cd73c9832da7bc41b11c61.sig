{
  "algorithm": "ed25519",
  "content_sha256": "69765778c7cce620a27e19d64aee536a271ae2c1f065a0646f4923779f7907d9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "77eee12ae23aada2df3f2571dcda3edc5cbfba2f81cd73c9832da7bc41b11c61",
  "schema": "gridshift.signature/1",
  "signature": "80a0650202b8dc7022112e2cf5c90c169ddb814e28f9eaa9740e8fa3c9664e1596228b1b5999a437cbffb06cb9bf73b6fe959274b8161f8324e1847e0993160f"
}
