{
  "algorithm": "ed25519",
  "content_sha256": "508352d15a61c15e2ba3677ffa33a2527cba35a7aabee38f5ebdc348ce54871a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec8a7f80dfcfb6581a4d205072e230aff35340b668d5b730a87a17f3fb6b342b",
  "schema": "gridshift.signature/1",
  "signature": "7929b4cc2129a1a1973e90c41dd3ba22c95214e0021f1f9b24e2f4782e749c290b26983204456186f05f1a3e4d824221de19cd92df4b0dd2883c6ef731a26208"
}
