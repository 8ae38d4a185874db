{
  "algorithm": "ed25519",
  "content_sha256": "82e6cdca86ff49e31c0e51eedaf297df63e250195003ccc9970d109770877621",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fb174d6bc0fc090a21e2aab82a3cecff09743ec0e4fa02adc80435b1d7d3b649",
  "schema": "gridshift.signature/1",
  "signature": "f571a034ad3c2ab589ae79841faf4239c465a98688fb17711634091630ecf42b63fa5d46dade3d2203df2d0f8c1685ab47b2cae39d5612cb27dd0f336c681805"
}
