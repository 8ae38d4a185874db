{
  "algorithm": "ed25519",
  "content_sha256": "8d02d5ed5bd88bcf97e56fce5d727781810539adcc2778bb06a68e26a12fa294",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f11a7bf57eac09f791f2577bfde36333114e2956c1eb271429846b9db59599a5",
  "schema": "gridshift.signature/1",
  "signature": "9ce70f6debaa30486b5b9345257c147e4a14cd051a4ef2853757fcfd74c0a6443ed51e1ffba81b50cd42ef7e6ddfcde34788ca75cdc5b902584e82152cb93f05"
}
