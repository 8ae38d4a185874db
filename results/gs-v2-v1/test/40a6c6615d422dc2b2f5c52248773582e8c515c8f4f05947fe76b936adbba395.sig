{
  "algorithm": "ed25519",
  "content_sha256": "9a2583ca766e7cc4daec29332ee90b9ac62d3054fd34341680b49ee2297a4d1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40a6c6615d422dc2b2f5c52248773582e8c515c8f4f05947fe76b936adbba395",
  "schema": "gridshift.signature/1",
  "signature": "e05d9afec226fb289b7de370c20df529b5f00bb59bfe1fc44132df39c38df108ed0f00911169223cbb73337c3d998110939887ed2b58edd6c279451afd44940f"
}
