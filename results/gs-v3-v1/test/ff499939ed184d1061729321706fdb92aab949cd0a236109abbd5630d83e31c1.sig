{
  "algorithm": "ed25519",
  "content_sha256": "4e40664dae36faec9b18b22a8fd724c45ac4f8b3ce47521a2416465ac2919154",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ff499939ed184d1061729321706fdb92aab949cd0a236109abbd5630d83e31c1",
  "schema": "gridshift.signature/1",
  "signature": "ba905cadef5ac4f222aae57c6f6533acf98cf4f1b797f46bcd54c9cb18a8fba7706c62f697ebd37b1274898f2141f9f667262ac25a5cf2eb8d3603cee3ac8b09"
}
