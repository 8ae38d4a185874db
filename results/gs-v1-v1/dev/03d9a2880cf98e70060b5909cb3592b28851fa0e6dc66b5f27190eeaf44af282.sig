{
  "algorithm": "ed25519",
  "content_sha256": "84cb4e0963cbfd0d75c05e6e6992d2bc056088a96c2fc9ef845a4e973ecde32b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "03d9a2880cf98e70060b5909cb3592b28851fa0e6dc66b5f27190eeaf44af282",
  "schema": "gridshift.signature/1",
  "signature": "2d48d97f51d7c5695c9e7b6cc57ff88a3bcb7ff7481ecd10add0ac7d104a58b160907f18ef22be07210b42209ec02a69a9bb5e4b24033e77e24884f94dfcc404"
}
