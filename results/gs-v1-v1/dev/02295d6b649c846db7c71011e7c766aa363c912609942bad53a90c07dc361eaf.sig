{
  "algorithm": "ed25519",
  "content_sha256": "f4869ec62190263fc7d4447ce47d5fba42faab65dac465aeaf6a4af4893c8274",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "02295d6b649c846db7c71011e7c766aa363c912609942bad53a90c07dc361eaf",
  "schema": "gridshift.signature/1",
  "signature": "03cfeceea290d1ab25fa8feaec9f2bb62ceb55040a1f5b033e25117a27447d5d621e2dd5b7a4e4e968bfeaf0d125f78c40dc561e4a773ae12c17bbfa89730c0e"
}
