{
  "algorithm": "ed25519",
  "content_sha256": "852eddde84cd42e021e6e9b99c95a890e78e15f76ac4c285cf2072cdbcf0a2f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "54cf5383511bb654921aa175dd6c2fde858010ab695e9ab9ed5b6d07cdd69206",
  "schema": "gridshift.signature/1",
  "signature": "3abe131da8527140f373e3907116576e4b49b445122f571956b5773eac085329028240f1602be07ba70c1d8616bdd253df11873876ecd5ae8352da5c8e354c05"
}
