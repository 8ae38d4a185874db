{
  "algorithm": "ed25519",
  "content_sha256": "e2a13469398c5abf256220c39a8ddfd09aa1502cd18bae9fefe3c853f7a133e8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c62918299bac678c23101990fb3edfc5c119a9a9b7078f76477f6125f0d99dca",
  "schema": "gridshift.signature/1",
  "signature": "052897f35f4277e3cd05489ac376d60c13199d6decf115bde35058540f2e0dd733b112ab1afa29950564a21edbc2ca129eea559252dd8f2032bf728a8382ac0f"
}
