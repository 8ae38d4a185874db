{
  "algorithm": "ed25519",
  "content_sha256": "0608db297bf0d631d194417f505db27efaf5660f160b2c51d48fcb76df66dc84",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7418dafefc773e68825b073537569460e46b71b794cc2f4ce5e4ff0fba236164",
  "schema": "gridshift.signature/1",
  "signature": "e937f13e5896a204f05396c6bceaf12cbec05a81728279be917f15710abe90467a8d5c0a1741e9305f7567ae26938f427d3c59de1ce80210f17828cefc3ec40e"
}
