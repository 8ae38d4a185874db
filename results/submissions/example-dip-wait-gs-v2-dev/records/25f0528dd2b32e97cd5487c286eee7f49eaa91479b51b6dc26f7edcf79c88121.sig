{
  "algorithm": "ed25519",
  "content_sha256": "312ba5c1da7a3515653e3a61046bd68d787c93d9f4df4875ad25943bbe382374",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "25f0528dd2b32e97cd5487c286eee7f49eaa91479b51b6dc26f7edcf79c88121",
  "schema": "gridshift.signature/1",
  "signature": "18ce0e8c82a83f1290353484273bedab913f6ed77f6243f18afaeda7c8c6d4295788fc7095666ea5f6f1133793ca5339b4561cdfc3017650ca52ebfa5e168f03"
}
