{
  "algorithm": "ed25519",
  "content_sha256": "cc2a8e74a2b49535ca138ed6eac0e96e2e80e464c0f240d50dcb97472309d6ed",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c589d8393c7258f4880d4de5aa27647af7bf87839c85b357630f99d775090b8b",
  "schema": "gridshift.signature/1",
  "signature": "29e5827b05b2d2ce9ffb8a10465c920c3f9245af01afcecc99f79c3361ccc65748bbe2f4bfedbded9ecccc8e91555a7b9eff3d8e3ff7c5dc02a82a2840dc1807"
}
