{
  "algorithm": "ed25519",
  "content_sha256": "0fdac7e83924953286df2c8425a424fb8750f3ecea0e3b469fbc295b048b2056",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "674d5b06febd08da5d157a3603ec75f5cb6170a7a36a9a5ae26b451b02779e4e",
  "schema": "gridshift.signature/1",
  "signature": "69ec0af1748df4539592e78151e9400009dc2a276788ac3d1a9668c53f71efe49b3cde3a796f38fbb03eafafca255dbdb98695bec5ef3e01b8a4b544ae35cb07"
}
