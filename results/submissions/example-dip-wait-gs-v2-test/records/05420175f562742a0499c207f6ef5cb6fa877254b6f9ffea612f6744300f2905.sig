{
  "algorithm": "ed25519",
  "content_sha256": "2685f702249f206ad376f38a3ca4e50f3b69c6c3a84699f90bca071d75f2a784",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "05420175f562742a0499c207f6ef5cb6fa877254b6f9ffea612f6744300f2905",
  "schema": "gridshift.signature/1",
  "signature": "2aa30cbfd4ccec35397dd1e408c5d70a6cc73a1c8118f877ae12ef26d39c9ed2d459f080ea238be91d44c309026d2a429ed027b7ea50f1634a5744886e6fc90e"
}
