{
  "algorithm": "ed25519",
  "content_sha256": "ebc9e3916b4d6836b63b96d6aa089189a94f544503bac32728d438ef7fe57776",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1cd4d0bfb9c69b4ac48ad921cd9e2f29ff1cd081147a81207df381a56319366e",
  "schema": "gridshift.signature/1",
  "signature": "769683ed540f01835d17e581c2e0ed9fb662984c8501ee39e3f6a31ec8f22df796611b4e513abc0c1bc6d972c5d827de605c8a98e63369bbc60b3f547cb3b808"
}
