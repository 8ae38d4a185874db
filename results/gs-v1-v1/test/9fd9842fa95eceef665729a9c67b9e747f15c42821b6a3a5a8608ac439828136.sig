{
  "algorithm": "ed25519",
  "content_sha256": "29800ca0257fd17d1e98c6d03829287a27daa9f22116329f7570eeafe9a47543",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9fd9842fa95eceef665729a9c67b9e747f15c42821b6a3a5a8608ac439828136",
  "schema": "gridshift.signature/1",
  "signature": "a67f1130d6dc30094963d7a4dc5a6e095ca72676025746c8b752cc816f180184bdfbae2e835be806cdb8514cccebc8bc1fae5979a0da61db0e9f6777249e6306"
}
