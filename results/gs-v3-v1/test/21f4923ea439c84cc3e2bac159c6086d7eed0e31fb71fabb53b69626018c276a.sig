{
  "algorithm": "ed25519",
  "content_sha256": "d5cfb935f8dbe510905cab1e7a8959ded7e0c6d74ffe748acfbd97c79dc0bf64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "21f4923ea439c84cc3e2bac159c6086d7eed0e31fb71fabb53b69626018c276a",
  "schema": "gridshift.signature/1",
  "signature": "f2fa7d0481d2b5a39f7f5b3dfa9ed4f9ffd41fc85646fd835f4904e88f1ea160b2cae4cabc4c8fdb08492d99fde2f21740505bbe091007ed79ccb8a5d5466503"
}
