{
  "algorithm": "ed25519",
  "content_sha256": "f19128649ba2dc7d22995038bae11975b6832168519927ee567d368f0cf1f374",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "47ac9a7a9079d9785bf6cca94a3e90b4ce2dadf15f5ae346197d7ae74cc6410d",
  "schema": "gridshift.signature/1",
  "signature": "68ef852a5d645fd7db5e5a570306606a320bafcee91df9e21433c84278421d454ed80939dc6c13fec201ab67eeb97dde42fdfa9a3dd81278f3eb85a6b6e57906"
}
