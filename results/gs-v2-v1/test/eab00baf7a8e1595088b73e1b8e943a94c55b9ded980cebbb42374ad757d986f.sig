{
  "algorithm": "ed25519",
  "content_sha256": "74fa383163e0c206605713d26b24fa70e94caf80013835e8ea7ff984df82dffd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eab00baf7a8e1595088b73e1b8e943a94c55b9ded980cebbb42374ad757d986f",
  "schema": "gridshift.signature/1",
  "signature": "e66c194e1b8c48f4f11aea114f12d6e0fcdbfde76afa98b26275f230bcc010af2a0ca36675086a6244c17114908d3368947fbc581091ee1e48d3d67a5aa51502"
}
