{
  "algorithm": "ed25519",
  "content_sha256": "9d62ecc834a87a359e4bc40a8bd7eff318d24e8a37b0f695afe65cea212456f9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "216f0211bdf5f2ae7d3dcd4dc5925258b6e44bf8b6867f0c9f6c447acf6b4ba9",
  "schema": "gridshift.signature/1",
  "signature": "8f5388cb608a17ce0fd5bd6601aab7589f1a716f51f3f4b4b0089fa0cfb59a71abef14859cc8b11e4b7c1de414345774ebff80159ac23a3db038a2a2b6b9b207"
}
