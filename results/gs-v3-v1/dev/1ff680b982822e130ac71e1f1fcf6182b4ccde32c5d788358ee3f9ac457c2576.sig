{
  "algorithm": "ed25519",
  "content_sha256": "58187744b5c0c035f1aaffc15f637bf35245b5ad34c6619bfc8b3f224790cd58",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1ff680b982822e130ac71e1f1fcf6182b4ccde32c5d788358ee3f9ac457c2576",
  "schema": "gridshift.signature/1",
  "signature": "73801dae9d027df307379f3aa9ec78c09e252ac206ee0b04eba1faa3b3ca34a75d1bcef622037a007bd659fd5500071d3bd5737860a7de858e4014f7ce69ef09"
}
