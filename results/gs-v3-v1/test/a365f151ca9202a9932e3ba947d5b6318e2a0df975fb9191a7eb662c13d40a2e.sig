{
  "algorithm": "ed25519",
  "content_sha256": "91b661ea5ce1a89c4c7994240b40b842109e6982c5be212e2ccd55cca5d0715b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a365f151ca9202a9932e3ba947d5b6318e2a0df975fb9191a7eb662c13d40a2e",
  "schema": "gridshift.signature/1",
  "signature": "3a8556d41cbcd9778b35b994aa648cd5d5dc1d51eed332170cf5f400e7e3931bd53305847cd93db01acee7f237ab8885232f7cdee6560d85cc7a1a62dfa6990e"
}
