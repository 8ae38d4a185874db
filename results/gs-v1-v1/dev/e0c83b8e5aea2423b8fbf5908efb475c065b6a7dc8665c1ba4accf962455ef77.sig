{
  "algorithm": "ed25519",
  "content_sha256": "d8b4658ca55b895662fa509eafefbdb5388088e8ab39956d158db10aa0420732",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e0c83b8e5aea2423b8fbf5908efb475c065b6a7dc8665c1ba4accf962455ef77",
  "schema": "gridshift.signature/1",
  "signature": "f933ccd9c9a85a3e6d13177b66ca01ecadffa05abe8c10e324e507920f8d0257659dbc5cd521e6d5982e6081e32c07f58e353b784cc8cb1b4d1c3302e77e3e08"
}
