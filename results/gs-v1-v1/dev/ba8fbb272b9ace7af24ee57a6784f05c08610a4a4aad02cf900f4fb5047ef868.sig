{
  "algorithm": "ed25519",
  "content_sha256": "35ad158f6949097a53b0caeb568aa18dfaec0c6ca2b89c69c6ae440fba3b0083",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba8fbb272b9ace7af24ee57a6784f05c08610a4a4aad02cf900f4fb5047ef868",
  "schema": "gridshift.signature/1",
  "signature": "e3d1cf4ca1b5ee1516c670c3f636f76111da130a93bd79880ef7515fa4d061112ac53e62777c2fd0bf8b165d8694628f88096dfcfc21d369c561b235bfc7fd0f"
}
