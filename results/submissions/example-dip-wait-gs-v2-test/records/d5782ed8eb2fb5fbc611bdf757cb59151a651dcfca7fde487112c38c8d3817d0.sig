{
  "algorithm": "ed25519",
  "content_sha256": "26e2b13566ade900aa3311e63b5e702d3368b10c0dbaf919fbd13897d15d028a",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "d5782ed8eb2fb5fbc611bdf757cb59151a651dcfca7fde487112c38c8d3817d0",
  "schema": "gridshift.signature/1",
  "signature": "6be8b4b93f92413c0d5edef2e3e9a6a82619b2a7be69b10feaef6d23b7bd85ba56a38ec7da5830454654bf8a9bbf0e9d4e1b65941ee273f74beb68ced025880f"
}
