{
  "algorithm": "ed25519",
  "content_sha256": "959f46bfffcfc377179c77897ef2c4198a8b1c65199a4350ae55e51909f2849b",
  "key_id": "8c1cb89b2586c5ba",
  "public_key": "9fdb79352a82375fce215ebcdb832fc1bb46851da7f5dee2802426e4f9174caf",
  "record_key": "938e5da54714fc8639c16e4f3f0f5fed613e2f895832f0722e270c098350e095",
  "schema": "gridshift.signature/1",
  "signature": "3eb3950dd961bfe3bb1d695563b5eecc0f49f478987ae39ee8a7d1c088d4159f03dbca3d85d09a09df294d61081cadff515ff28614a576272dc0f217ea0e720e"
}
