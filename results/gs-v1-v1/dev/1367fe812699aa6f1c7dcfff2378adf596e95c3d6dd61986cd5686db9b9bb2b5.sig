{
  "algorithm": "ed25519",
  "content_sha256": "c8a395b3a8b778d1ed32ae9fcbdaf05894a15e6c7f484419b1875e0cf6b675e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1367fe812699aa6f1c7dcfff2378adf596e95c3d6dd61986cd5686db9b9bb2b5",
  "schema": "gridshift.signature/1",
  "signature": "cb5e67aa137eed98707c374c6028a1b45d76c2756fe9851795a1bbc37a8535e32c49845d04c82329adcb8ad0286724da9dbbcd682761256751d23d018173c202"
}
