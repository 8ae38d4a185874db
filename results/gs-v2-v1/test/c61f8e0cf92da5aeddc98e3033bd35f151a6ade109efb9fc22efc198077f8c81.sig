{
  "algorithm": "ed25519",
  "content_sha256": "91a7f02ca0592cd9f0acc68dc49135d619f4b59e024f9cdf776fd96d6212649c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c61f8e0cf92da5aeddc98e3033bd35f151a6ade109efb9fc22efc198077f8c81",
  "schema": "gridshift.signature/1",
  "signature": "884de80b65fc2416cacf5afc81eea6ee57dbf4df6b37a1dab50af1757f21373513e118c6c7fef08d7fc10b2618f8e0d1aefd37e45addd45e68ffc648bf208c0c"
}
