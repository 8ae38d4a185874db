{
  "algorithm": "ed25519",
  "content_sha256": "8eeeaad09a2907569bfc6908c5958bd1ca74841cdf73cc91808e9f29a16fc92f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b7b77635796340370b71cff8419e8f1a41ddafb41fe3cfd08101e06f3fb2d6a8",
  "schema": "gridshift.signature/1",
  "signature": "24debc78540a646dbe24ad7e6166b962130b5e27a2a507d77096ce8eaafb1d792a10cccce2ccf0fee36120c53dd902b222d6668060b142e608267c21feacb10b"
}
