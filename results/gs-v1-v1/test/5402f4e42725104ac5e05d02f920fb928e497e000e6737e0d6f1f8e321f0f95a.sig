{
  "algorithm": "ed25519",
  "content_sha256": "e855f9046dde253b9fc1de0679b211f77354fb594eec95c45c2cf0168eb6ceb6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5402f4e42725104ac5e05d02f920fb928e497e000e6737e0d6f1f8e321f0f95a",
  "schema": "gridshift.signature/1",
  "signature": "d89cbccb1e59e2532e60dd6cad15b0053e6ab74c376f34da6b8e009db09f54ab6b4a37249b19295138a3c9a47da0dd99eb8cf28ac4d5ea1465bd056c19421f03"
}
