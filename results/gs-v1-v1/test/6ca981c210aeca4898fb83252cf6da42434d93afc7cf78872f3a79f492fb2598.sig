{
  "algorithm": "ed25519",
  "content_sha256": "ddf777265035e7efcc172cd3ca700f4d75c5ec98acfdde9bdf7613ee9fa018af",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6ca981c210aeca4898fb83252cf6da42434d93afc7cf78872f3a79f492fb2598",
  "schema": "gridshift.signature/1",
  "signature": "bb5ea7cdb7a630d23b39f3e63a7167c8481d745d84b7d7d69d0ee1ffe2070521e0c1b7cc34ab7370561b3f6afe72cef6f90b9f96eb518492eb6bc6b880a60007"
}
