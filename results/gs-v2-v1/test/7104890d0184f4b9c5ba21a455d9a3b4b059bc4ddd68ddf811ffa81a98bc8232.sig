{
  "algorithm": "ed25519",
  "content_sha256": "fd9e52933432f1676027dd3a1d3b8de03ce1e3959fde1b28d31d9c2d2b96d274",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7104890d0184f4b9c5ba21a455d9a3b4b059bc4ddd68ddf811ffa81a98bc8232",
  "schema": "gridshift.signature/1",
  "signature": "a7196f9613dc93f7b0858c600763701d94aa60a105b56aee76b8499d2667ad0bd72f619c2b9add4a81bf487660c6bc6c246fbd9123a5c8559c46fd7ae9f5c307"
}
