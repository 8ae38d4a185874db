{
  "algorithm": "ed25519",
  "content_sha256": "89dcf68e0469120c9f8b87443216dee8f01abcafac0c4f933b1e1fb9d1314f04",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "92be77de6b2bbd2d114954615b480c1ef596253891857d47ca669a164f41fa13",
  "schema": "gridshift.signature/1",
  "signature": "f02b8456b7de1cbd0e369d14d424e3b1311ae40d022c11bb0e202b3a45e177389143861118d8dfee939dafccf764230a5afb15af7bc0dc1365a0db64821ef007"
}
