{
  "algorithm": "ed25519",
  "content_sha256": "e3bb49c8e9e547828482fdcbcc39fe1180117a3182632be2c0b5699c6b7d92b7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "79ec41eb056a6872e31833a9008f13778448b2aec6dca70cc99b00a4d8f1a640",
  "schema": "gridshift.signature/1",
  "signature": "882807807fcf3c8aa4f07d682d222bca085445dc4f9649beb2adea9381b05bb5c84eaaaa059bfd7db64f58f95490a2e706331166f89c15e870436b78d6738c0c"
}
