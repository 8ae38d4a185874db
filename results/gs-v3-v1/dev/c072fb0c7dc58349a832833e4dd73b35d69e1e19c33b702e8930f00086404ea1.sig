{
  "algorithm": "ed25519",
  "content_sha256": "0f9bfe55e6a1b7dff2f434613d3572009108a681d9ef9ca439a45a9be2b68925",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c072fb0c7dc58349a832833e4dd73b35d69e1e19c33b702e8930f00086404ea1",
  "schema": "gridshift.signature/1",
  "signature": "857f51fa088e3e72e68f611e3ac0525e2d9f9a730daeff5fc3abc48161dabd25a945fabf9734f9efef8acaeeae97b9d111a126c6d7af759edb59b8ea1d395901"
}
