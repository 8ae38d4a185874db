{
  "algorithm": "ed25519",
  "content_sha256": "e28fe7e8bdd53b7a9aca90fdc53ef5e23bf849c93fa0820951053007cca2c77e",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "a1b08fcb453cf9de24b186e4bbb1f660174508387f27f733a566d2f2b4725c0c",
  "schema": "gridshift.signature/1",
  "signature": "92ccda93c37d2004b2be5141a91de8c915680fa438c775c0a59e92857d2eeb8aaa24539157ad7c2c64993bc01d48d10ca0095f7e4fdf77bd333915c36bf0c909"
}
