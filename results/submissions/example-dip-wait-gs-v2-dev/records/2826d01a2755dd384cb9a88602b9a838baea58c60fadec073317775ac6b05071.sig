{
  "algorithm": "ed25519",
  "content_sha256": "56bfd18263d31b1a9cecd6cb958b589f2f35fae689a2a88ea456006ed866f026",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "2826d01a2755dd384cb9a88602b9a838baea58c60fadec073317775ac6b05071",
  "schema": "gridshift.signature/1",
  "signature": "a2e545711540c72b828c6aed14c0e029dfa50e18fe13bd619fb5db2bc1732cbf3161831d86b497ab4655f9f257f34d70d5cfc55def5998ec71f2514220bc8509"
}
