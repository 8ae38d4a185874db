{
  "algorithm": "ed25519",
  "content_sha256": "6c272c5e49b2f0d690e33d51ab9ba1a09cc5075d6444aadb5f603c030d84df9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0fa4e2bf54177d361ca58770fdf0955a76f5700ab0fc7d350b7f08ca5e2e6c5c",
  "schema": "gridshift.signature/1",
  "signature": "62bebf377a08043e100ee334bea60909d5e29c88ed20c32b8de6392064de5748587bfb672521de58395dc43a6143ace903bae6d03c249c1fec4b7df4cbb8290d"
}
