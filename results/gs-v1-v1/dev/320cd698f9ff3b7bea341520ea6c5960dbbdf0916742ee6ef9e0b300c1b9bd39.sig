{
  "algorithm": "ed25519",
  "content_sha256": "e50479db53a5b843c4bbddccc6e46fa2ef946bd8a76d422691659f1940a4b3a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "320cd698f9ff3b7bea341520ea6c5960dbbdf0916742ee6ef9e0b300c1b9bd39",
  "schema": "gridshift.signature/1",
  "signature": "a593872a44f3041981734736e9ceddc097916f6e6b1eef2ea3d634135a8bf756e081d5a50f122513eb600264da4b5b001208811117864714648e6c59e9ef8e0e"
}
