{
  "algorithm": "ed25519",
  "content_sha256": "eaca4bae912b61fe6a860089f5548f1e8d4b711433ae230b895f7a19a43637f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9c421085e99a1a29cc5d6636e0e2f686cc6efff50cbefa40a953d93f7f5258fd",
  "schema": "gridshift.signature/1",
  "signature": "b63f344c2e989a2efa93d993d4a72d9dbccc80c0fb2d7cd6786dd7dc7fc40fdb0959f509f59f12efcf716a279f3b28fb9db0a27dbede8ac378d03afe34230100"
}
