{
  "algorithm": "ed25519",
  "content_sha256": "37fac9735a09c308fa1c5cc90a56fda3673e10ebd97a6eb84ace0f7da5a0a7d2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f9f582077b3ad42a1ef20eee427ac7e90da5d9f93f02c1e6454e288a20f33af",
  "schema": "gridshift.signature/1",
  "signature": "f417b0fd82e1fdda2a5a604970b96ae67fb94c4dd7bc9eb9328daeebdf300774bc802a48b2fe3b5eb0780c7c56b3ef6b5e3ca8d58dc1360098b604a64877d809"
}
