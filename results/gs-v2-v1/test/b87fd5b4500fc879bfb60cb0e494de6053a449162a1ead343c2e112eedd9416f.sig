{
  "algorithm": "ed25519",
  "content_sha256": "54163ebf821c8cc784defc17b3e65adebc1ed2ef0539f55348bb97f617d6e602",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b87fd5b4500fc879bfb60cb0e494de6053a449162a1ead343c2e112eedd9416f",
  "schema": "gridshift.signature/1",
  "signature": "33691193e0a040f1846c5cff788e4537aa456b9a40a60e85e4344489be28349ec6ea912278c49c498367007aa5275e99bc76b1138be5de0a0e867b6badd56907"
}
