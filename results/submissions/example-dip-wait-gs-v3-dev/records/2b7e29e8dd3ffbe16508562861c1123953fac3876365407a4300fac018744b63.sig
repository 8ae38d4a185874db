{
  "algorithm": "ed25519",
  "content_sha256": "082ddeb0488b50c38af4377b6b22e98b39105e2c2894ba7cd8709ec1c410e5c2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2b7e29e8dd3ffbe16508562861c1123953fac3876365407a4300fac018744b63",
  "schema": "gridshift.signature/1",
  "signature": "8d3b21c587b3aaf5fd8aa9d792c10b642e7b8ceeedeca1289ffed286dc4d28eeff98339fd36fc75b47dac11ac4effa8433713b7f4a9ce51fe2734f64ee189e00"
}
