{
  "algorithm": "ed25519",
  "content_sha256": "ec580f255fe9a578cce5ef677740742f4406c40571147167b883e2bca6abf436",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f2bdc91c5ff3570d864c35f534e0570d1127da02442d63fa0d8a24a67d6f4ead",
  "schema": "gridshift.signature/1",
  "signature": "686c6c70efdb7ace538a7ec63b9b9f6bccdf18d5865aff2c6eccde0a157172d131f0f17cc141e35c4fa8984cdd31e1e83713dfef38fa929fdbe3651353088903"
}
