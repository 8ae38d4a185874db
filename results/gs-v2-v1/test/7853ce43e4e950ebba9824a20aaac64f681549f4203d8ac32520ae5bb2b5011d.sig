{
  "algorithm": "ed25519",
  "content_sha256": "92eeed462f544f71b608aa80123dc8d774441a79cc1b4808c4f9c4ce53f91aea",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7853ce43e4e950ebba9824a20aaac64f681549f4203d8ac32520ae5bb2b5011d",
  "schema": "gridshift.signature/1",
  "signature": "0f7dd5501034ef015ecbfc09cd3db8d6c2fd8c52f4ca34aaf8a1bcf67c0cea597e5d5d180ee2eea456f9f8438e46ea5b2ade9e5de396f49671c0583926b46d04"
}
