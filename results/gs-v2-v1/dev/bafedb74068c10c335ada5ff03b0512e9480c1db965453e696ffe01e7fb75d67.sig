{
  "algorithm": "ed25519",
  "content_sha256": "e6d85eee136cb2bdd116419de65d809131cc8aca06a2fd4963bc4a41e26f2d4d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bafedb74068c10c335ada5ff03b0512e9480c1db965453e696ffe01e7fb75d67",
  "schema": "gridshift.signature/1",
  "signature": "edb64f66772b224d25e36337ff67b56eb9ef0cea7abc38d9e53b92d680a35ac85aec7172f7e2478e11936b2d9194e129464c00dc4ee7ce7cdcdef3a06714550e"
}
