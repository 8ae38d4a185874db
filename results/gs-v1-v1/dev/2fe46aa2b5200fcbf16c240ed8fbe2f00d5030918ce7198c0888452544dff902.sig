{
  "algorithm": "ed25519",
  "content_sha256": "1cfbb9981f41cdc69c55d3f160fc6e38b1831687a2a383f59bc99ee590b1ab8a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2fe46aa2b5200fcbf16c240ed8fbe2f00d5030918ce7198c0888452544dff902",
  "schema": "gridshift.signature/1",
  "signature": "73f63fc663e1f0d811f8d9999ae32dcf491f1a1151561bc89deb1d6881f22d14557379cf20db1b8d7cf30248d9e3463ac11b37cfc3ba90ae2942ebc5c8e2e302"
}
