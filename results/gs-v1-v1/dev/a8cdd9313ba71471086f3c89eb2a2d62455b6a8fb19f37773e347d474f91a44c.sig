{
  "algorithm": "ed25519",
  "content_sha256": "67269160c646408c30de30db6dfcc9d28cf6c722a574d222ed77d5deb8455a52",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a8cdd9313ba71471086f3c89eb2a2d62455b6a8fb19f37773e347d474f91a44c",
  "schema": "gridshift.signature/1",
  "signature": "bd2c8839fb080e84d8938bae8ecdfb4f4612a7497a9116a2804704e77f14bc094c561a3d601b55e8485c9cb23e97edcca9bb5dc075d387188613f89443225c0c"
}
