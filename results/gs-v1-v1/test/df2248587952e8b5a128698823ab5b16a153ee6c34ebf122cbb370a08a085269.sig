{
  "algorithm": "ed25519",
  "content_sha256": "5df2f7325bf62da0ccf0ce12ea6c9c6ca64258ae4214ab87f4663dd807938a6b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "df2248587952e8b5a128698823ab5b16a153ee6c34ebf122cbb370a08a085269",
  "schema": "gridshift.signature/1",
  "signature": "28279e3ee638c5c0bf6e85fc117f062fb172cffb052d3aa31522ec7e8e3d246397d65880bfe5abc187fba08587ec07e84b02c7491321e18f7aa415302c5e9e03"
}
