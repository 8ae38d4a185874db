{
  "algorithm": "ed25519",
  "content_sha256": "edfd53a58ec3a50727b2594102fb7bc7b150dffd2fc29b12f2d3837fba898c05",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12ae9ea28c78d95276f53c189801cc96f2eaac7a04df16d1e8ddf68ed2bf8bd9",
  "schema": "gridshift.signature/1",
  "signature": "8865b60eb2f6d4b1ac352985557abd851220b1a454df772cebdb793bd045fa850d0b59b47dd0942f11768c60f78b274ec4622ac47b79379a3bc26c68bdd4a509"
}
