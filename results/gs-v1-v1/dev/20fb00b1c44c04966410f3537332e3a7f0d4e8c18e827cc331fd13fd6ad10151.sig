{
  "algorithm": "ed25519",
  "content_sha256": "495939a7be135ccf974278d4ef6a9a60553276b6582f7b534d118eb6d6e20892",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20fb00b1c44c04966410f3537332e3a7f0d4e8c18e827cc331fd13fd6ad10151",
  "schema": "gridshift.signature/1",
  "signature": "1ea50351acc5e0c77e46550e38cac5c8bcd0ef92efba39f9659fc0128dca91d788cda2ba981c82afe92a66e4ebd6af72e2a0401739407481af07725530f2660a"
}
