{
  "algorithm": "ed25519",
  "content_sha256": "b8c27a113cc310524357b704914fb788c04c11ca08ebaa8dcddc901d4219b7a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "aeadd6855ce286dc3e56febb0ce564206eb355c9d6f483622ade40f9768dddba",
  "schema": "gridshift.signature/1",
  "signature": "a2eb1402e7c93aefe71c6286263abb73a7c7f3069f9ad3e9ff1b88607d6f6acde3799784325635275948cab85700da88d17030cc24234433ac44e2a2240cad0c"
}
