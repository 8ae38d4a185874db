{
  "algorithm": "ed25519",
  "content_sha256": "c848a77f2ca036151dca2c58e9a42637edf7b89e610f6ae7caab42ea8144d401",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eaea35417dc4985463819842eb669aed30daa954403a04dfc024029144f61d22",
  "schema": "gridshift.signature/1",
  "signature": "e7d78094d96b46043fdeb111cfd1f1ef533d3468e61f24382ce6ee6373d58a42f712753d0bbfb6e37c5171756a06a5a9e1475f6398cb1e15633c8afb525e2e0a"
}
