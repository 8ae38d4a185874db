{
  "algorithm": "ed25519",
  "content_sha256": "929dc442ebf3e9fe59a94d03ef08062691fb85c2c5f4fad3efc55e2dee166848",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6346e04cf54baaf4b3111e2ed2d773092c0187756c4b7f478fc6cae19dba8be8",
  "schema": "gridshift.signature/1",
  "signature": "9d7216404f10831666e44448400855d7427fdc7bf6f333e558eea86c8988fd4884599b00360d169a3974baacada0209a61293bfa5556e2dcc14b49e206011403"
}
