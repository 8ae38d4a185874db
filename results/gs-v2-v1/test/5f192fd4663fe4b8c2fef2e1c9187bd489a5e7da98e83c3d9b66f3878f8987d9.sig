{
  "algorithm": "ed25519",
  "content_sha256": "6eab3055c224b6b2a2d9e19258a0d79d0c856de29c07da9c8824bbc6f40bd912",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f192fd4663fe4b8c2fef2e1c9187bd489a5e7da98e83c3d9b66f3878f8987d9",
  "schema": "gridshift.signature/1",
  "signature": "ba1a3d14e76dbcfb144e9ae0546b853fbe61310ca0dcf94a872f718778c0b57612fae6e0e47df384ed166a11c702f0fec4e0b890ee0e7884da3ff36e27fcd804"
}
