{
  "algorithm": "ed25519",
  "content_sha256": "b48d3a010d439275da376231308f699b744747135141b5020fefcd302f598de3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "720ad4c9585c39c62a99507ac08061fb423d2c409f91e47dfca38db214eb34ab",
  "schema": "gridshift.signature/1",
  "signature": "93b60ef563dec52d0c45a4e867bda6bf724baf5858d10dade56022bf87c6af94146398a461e4a0347af0a7709e5da0d246eaef98e7123279a1fe9afbcd8b0804"
}
