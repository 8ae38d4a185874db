{
  "algorithm": "ed25519",
  "content_sha256": "3cb429245c1231e7edd396ee97944d7e1f435835147fcb32b983d73ffcc82482",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "3410eb6bed0f42c5d6eac9e320cea04bf49d80508596bf1c90ac7de4085efb75",
  "schema": "gridshift.signature/1",
  "signature": "9601146d83ebb2ec4cab19c80b1c152e93c128cc208ad329ff49906175a7750912bfc2bafce73bb768b54406328b0d31a9c550e95c71b7306fd20f24493d1d03"
}
