{
  "algorithm": "ed25519",
  "content_sha256": "0474ef802c4b6eb5971dbc045bbaabd730e5b56ac426068a8a80f3bcdb2a93e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e7e9853a24f68eecbe4dfe0df27bfd66311e26ebae0f228dfe6f3946cbb9101",
  "schema": "gridshift.signature/1",
  "signature": "62a6e59bc362d4e68fcae497fead93588b08b7a8598869d4aab2a3c6f854334c97dbf9bbc7a8abc9fec321da88226ba682c4747ea57be12c626da6ed05adc409"
}
