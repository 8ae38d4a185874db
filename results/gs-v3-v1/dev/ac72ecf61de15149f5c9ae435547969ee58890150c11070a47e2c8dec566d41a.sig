{
  "algorithm": "ed25519",
  "content_sha256": "8fbcfe859ce41629e141d4a5d61d5df7c57d8f031e1e04f7874effc79bf1d0cb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac72ecf61de15149f5c9ae435547969ee58890150c11070a47e2c8dec566d41a",
  "schema": "gridshift.signature/1",
  "signature": "556c74c5654807fdda4fdd2332a9957aa824d839f247a6baa3b1c4ae5b1574e1c6a9aa1680ad68ff34cefad199add96158f60fa87e42da651cf16c7f830d5a0e"
}
