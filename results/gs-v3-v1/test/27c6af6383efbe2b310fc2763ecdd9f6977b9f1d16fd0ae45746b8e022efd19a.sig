{
  "algorithm": "ed25519",
  "content_sha256": "89de13f4ac04f732336613e013effe96395cd7236459450e797916c1dd6f452f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "27c6af6383efbe2b310fc2763ecdd9f6977b9f1d16fd0ae45746b8e022efd19a",
  "schema": "gridshift.signature/1",
  "signature": "4f779579f0cc737d8a670588a2ed0e773999039ef9ae6b5df70d5f391f47dbfb44d8fc14040efff0ec50e3c2abda561ea2bfeda48dc211511d99c6f46caa6d0f"
}
