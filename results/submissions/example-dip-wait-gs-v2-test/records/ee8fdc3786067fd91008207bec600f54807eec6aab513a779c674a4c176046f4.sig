{
  "algorithm": "ed25519",
  "content_sha256": "e57a59bbfa4d31d190b739c8a7ad6cd50d20703740f6c018bacf36f2821d7328",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "ee8fdc3786067fd91008207bec600f54807eec6aab513a779c674a4c176046f4",
  "schema": "gridshift.signature/1",
  "signature": "3c5c0aed3510cfbfe18336c9614ecda528a127cc53747dd5e68586f383f847e6ae7f4c08c1f33511519c32c3a13dd24c12ddb8a9c5268a0279f6b9677684e10d"
}
