{
  "algorithm": "ed25519",
  "content_sha256": "5a345ae827a781112edef44ad841d118cf4d1299656b0e9a0ddc7092f1f369e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9e7340abff3bafda9b7aa52937d34369a915cef2e1adacd3ca19deb4c52653cc",
  "schema": "gridshift.signature/1",
  "signature": "59b5db432c908ed556af49bd444dbad6ce625970ecbb7d740aea59be2665659deb6fcd6026ac0901803c5b64b3411494700a3947af4dcd41aeef22ee183c5607"
}
