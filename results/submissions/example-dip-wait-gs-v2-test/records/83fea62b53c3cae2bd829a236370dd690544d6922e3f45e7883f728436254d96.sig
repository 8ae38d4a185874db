{
  "algorithm": "ed25519",
  "content_sha256": "90d45294bdd6c49a047d042583a130b365cee3a304a79790da78a0232b37f700",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "83fea62b53c3cae2bd829a236370dd690544d6922e3f45e7883f728436254d96",
  "schema": "gridshift.signature/1",
  "signature": "caafbc8550091a5c54df69aa67ae5af56464a7beb5b1e299d1415ea9ec6bf80f439956edaeb842d9e2e8e0ff083cfa82d17d15a03470e4ca3daba1e3fcdaaf06"
}
