{
  "algorithm": "ed25519",
  "content_sha256": "a8861c1d00bda3d68f8615dcfc6fbe6afdf1b4cbf31d1f7962d107d269a82467",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d7078fc4d705caa9b311a80a7505e8b21175cbcba8535c36597ed29d5a791f05",
  "schema": "gridshift.signature/1",
  "signature": "e952bd7ff0fcde24d09158a68cc7c93e4a9346268d2a1f27d815a69b96336cee039a5327f96b4fff69d426b8c42ddcb95565f34dbeac8e3441fbeb23d2e88903"
}
