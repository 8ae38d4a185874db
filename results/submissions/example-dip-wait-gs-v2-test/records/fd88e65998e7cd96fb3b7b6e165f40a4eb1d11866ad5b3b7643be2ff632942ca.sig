{
  "algorithm": "ed25519",
  "content_sha256": "6c2bcb4acbfbfa63a0cea52d46badd6b7ecd9de4ef567bd0fbe48416845416cf",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "fd88e65998e7cd96fb3b7b6e165f40a4eb1d11866ad5b3b7643be2ff632942ca",
  "schema": "gridshift.signature/1",
  "signature": "ce89ac65d1f85dcb42af8efc538e8ba879903be30cbe23f24ef3b4a306eaaf21ff6adde190e49e91f96fd5d61dcda7ec1de7bae7a177354a9ea66e710b485207"
}
