{
  "algorithm": "ed25519",
  "content_sha256": "30af3645ce2c930a802c51c29802d23babe2aabd8522a6d02678e4e9374656ff",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ead4fe08c0814842c7c8829ffb893e375dc4e7b0bf0132bcc238f69ee876b20",
  "schema": "gridshift.signature/1",
  "signature": "3d350fff6e32d410ad83f6afe793ed0e9d92885df65651663633e6d3f05a01d28a94076c0bc3c41a3540a7b8ee4e4b696fd575a2705516f667c16bfd61460002"
}
