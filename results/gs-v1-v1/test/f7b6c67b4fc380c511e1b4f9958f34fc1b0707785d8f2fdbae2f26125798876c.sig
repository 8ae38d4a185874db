{
  "algorithm": "ed25519",
  "content_sha256": "bbd6f3a93eff3184599d365481e5bd822c20ab216d85f0a1ebee440a228dfa8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f7b6c67b4fc380c511e1b4f9958f34fc1b0707785d8f2fdbae2f26125798876c",
  "schema": "gridshift.signature/1",
  "signature": "1c4544e6cddebf170aa8e5684e25da1d81b1c0015d86c2cc1977ae604ed29bd214f83977e87c915818b5ce2565bb3654a0a94196992974b5435aa87759b82b05"
}
