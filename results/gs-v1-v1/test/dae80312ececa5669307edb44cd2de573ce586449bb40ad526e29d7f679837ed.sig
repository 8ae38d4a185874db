{
  "algorithm": "ed25519",
  "content_sha256": "6ade4aa2f97b97dcdf5ca76c1cbcf643da3364e96bcedbf3e367e9b022e9a722",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dae80312ececa5669307edb44cd2de573ce586449bb40ad526e29d7f679837ed",
  "schema": "gridshift.signature/1",
  "signature": "f57fef0b094d58d7789edb426c1bd633717f20ceded2eeda530d93f0211dddeaa51dc56868df2d77af14f2dfa8d9a46f99c5436963f42937f01f5f1277e60d0a"
}
