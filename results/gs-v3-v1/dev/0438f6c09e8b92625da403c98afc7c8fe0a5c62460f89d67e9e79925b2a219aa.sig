{
  "algorithm": "ed25519",
  "content_sha256": "ce03a55c964c10e94c26d2c1ab04276f7f5d68a04d4615bc3d74ffdd89c1e13c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0438f6c09e8b92625da403c98afc7c8fe0a5c62460f89d67e9e79925b2a219aa",
  "schema": "gridshift.signature/1",
  "signature": "f1fe3e9084588a3b631944cd88abf1283274639ade6e7712766d249c123087c653d8f340c71d84f0fcf0e8957d30f47b79d45f7029a31f1e9995bbcb51b9bc0d"
}
