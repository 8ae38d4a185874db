{
  "algorithm": "ed25519",
  "content_sha256": "acd7092bd9255293219edaaeac3381501bab5795c69d5c376ed6c170b32b0388",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3fd0d7dae97559de106e705eae16e3be4af05dd171eb12b8ccd076990447f792",
  "schema": "gridshift.signature/1",
  "signature": "8e64c403ebced6dccf770cb3e403f3509fd7ef884b759f3d5d51a32ca1801e905985ff751980979065b9a1b4f85a64611ba0e9c8b10826d258e94bdf6526750c"
}
