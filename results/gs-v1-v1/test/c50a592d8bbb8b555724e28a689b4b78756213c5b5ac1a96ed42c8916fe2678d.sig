{
  "algorithm": "ed25519",
  "content_sha256": "c02c26e7c9ae71442369de787537f6a6e12c021b1494e2d092cfd8074c2a4541",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c50a592d8bbb8b555724e28a689b4b78756213c5b5ac1a96ed42c8916fe2678d",
  "schema": "gridshift.signature/1",
  "signature": "fb6b3173f1c83fc1011ceb003defb32eb9ab828d650133c8a8ebca7476e8cda7f45c6e9e932d3da8fa24dbec2d70f3f21ebbcfb93cd67cbde59ae52fce87900d"
}
