{
  "algorithm": "ed25519",
  "content_sha256": "fe96c9a1161b52b746889aa05a87c0e81260c66b698fa87b76d03ae1ca74d33b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c89bc744347fda13df3da3d427f762af8c1a66c750b5b4abb2e96094fd71bc9a",
  "schema": "gridshift.signature/1",
  "signature": "a7caf24e57e22c889ada3ba03c58bbb100245ca94fffaa182239c858872469749f14a58d2cb1daaf56e1371498ebe3f49142b449cfa8c6a7a0cb5ca0be81fe04"
}
