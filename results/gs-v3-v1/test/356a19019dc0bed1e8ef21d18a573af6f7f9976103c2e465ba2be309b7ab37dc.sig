{
  "algorithm": "ed25519",
  "content_sha256": "236f23d1262755dd946f3c083c572a0b1cf204199859ecb3771305fcdc35e201",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "356a19019dc0bed1e8ef21d18a573af6f7f9976103c2e465ba2be309b7ab37dc",
  "schema": "gridshift.signature/1",
  "signature": "20ff3d653af0914b200fd3b2b426426cdeba1911e105a21fbe967351a99eff9ea89ac60b7f1e83b7e712be7308b4ce170920a56ae066b246ec8b7808eb561d01"
}
