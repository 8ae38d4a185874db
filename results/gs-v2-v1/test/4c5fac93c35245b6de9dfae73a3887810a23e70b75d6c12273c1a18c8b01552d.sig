{
  "algorithm": "ed25519",
  "content_sha256": "72b514461ab58dbef4d50ef57c7d1b632f2a62d3883ac30ae863fb6c0debdf12",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4c5fac93c35245b6de9dfae73a3887810a23e70b75d6c12273c1a18c8b01552d",
  "schema": "gridshift.signature/1",
  "signature": "01ad7adc937f28ab6fa515d55a0cc80ea75ce8a15a5a41df472dc55d6275b97ad716df4a22e4729c3c85f8b8e0a33d87dd2c596c5b4aaa1bc87c815186f43803"
}
