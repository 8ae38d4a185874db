{
  "algorithm": "ed25519",
  "content_sha256": "e4736d17cd25ac35b2a74f848f184e9cc6f872c13ba9ca47532674abaa92fbfb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "805481b12700e8f4bc0b46767545679d099dd7e65cf15b6eb1489c2126ad0c31",
  "schema": "gridshift.signature/1",
  "signature": "58c0e9e93312d9926a90f662b2e4bca5e6d4b0fc43f05f190b8397e3b9ca9f5a9981092db1fbc5523982b323e1a5357efb473850cdbcb221f43a1c1325b2ba0a"
}
