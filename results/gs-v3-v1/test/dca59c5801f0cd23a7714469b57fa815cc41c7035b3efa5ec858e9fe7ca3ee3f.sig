{
  "algorithm": "ed25519",
  "content_sha256": "bfcb491a79a70917938b4545716074a6977960341275e2ba32ed8a384e35d2a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dca59c5801f0cd23a7714469b57fa815cc41c7035b3efa5ec858e9fe7ca3ee3f",
  "schema": "gridshift.signature/1",
  "signature": "210539f0fa2fa243f8ec243ce8c3144705fcde24bdbb48b99f2b48f40327101aea7c22ed88597e7f1d175af081fdd4e86f88e734eaa1824c418d6fa5af589f0a"
}
