{
  "algorithm": "ed25519",
  "content_sha256": "bcb33a5b82aa1b5e36d7414dab5c96e9edfa969b881c223a5bf844cd4720c3fd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "10eff6f93ddaa9adf6ade67ae5a53e56cb9543fd02d67fef5ac77aee30cbcbd6",
  "schema": "gridshift.signature/1",
  "signature": "37d6a599a237225966ef43025b540a05d09a12badcbc594273367265bf6cede003ce734e2245fd5c831906c362e8492fc915db59b19896f4abb999535a54960b"
}
