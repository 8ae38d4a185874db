{
  "algorithm": "ed25519",
  "content_sha256": "8abe03b74fdb7d987dfb62f15f31e5fb9a5f45f8fc989ceb05ec0a24ba949b8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de3e45defb29be6b51cdf86299198fb68bddec8fc07fc4ec7a59a150805ed6f5",
  "schema": "gridshift.signature/1",
  "signature": "05813d5971ac4bdcfa4a9b086d665e38787dd978a806759b3ac86605f706341ff7bf618f328f1bf659d320882aad341644fb12a79fd5da8956b417514cfb9805"
}
