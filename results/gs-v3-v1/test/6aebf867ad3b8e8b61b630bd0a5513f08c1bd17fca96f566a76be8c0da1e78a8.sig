{
  "algorithm": "ed25519",
  "content_sha256": "20232e0e6305e773d6d41ad6b401b90454de2d7accdc7421ac68edd2c20e40f1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6aebf867ad3b8e8b61b630bd0a5513f08c1bd17fca96f566a76be8c0da1e78a8",
  "schema": "gridshift.signature/1",
  "signature": "14a0ac642a84367ca61ed7db3d6334075d47135361c3859167a3d6e6d996e7a07fe35ef4ea03259de02ff0ff3b0ab77d58005c1a11423e668cf4aa6eda17570e"
}
