{
  "algorithm": "ed25519",
  "content_sha256": "456071dddcafddb45b13524c352991becfb9309c33c561606e2fa71fa27d2564",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7505d40f4152ba62929a746086470878f39ee35dd6c82ee4696bbecebcfcf690",
  "schema": "gridshift.signature/1",
  "signature": "6f092e2727c8cc6ef8911d73bff052b1f2745fafc8c8c9f05abeab301be6c347b3a0677eba3c6872162682e7b12a2a4d7ce049547877b6f7bc9be9f74b2d180c"
}
