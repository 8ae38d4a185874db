{
  "algorithm": "ed25519",
  "content_sha256": "92e87bd8a98d4742b2ce25700552438dbbc05fc52b99a405dd7f3e3d8e384365",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d53e2751b214e80ea4ff235f1a08cf61dace6747bcd102814497236ab8e013f0",
  "schema": "gridshift.signature/1",
  "signature": "4754018d8e245c1e6ced8253d706133c2d4a4ad81004afc5bd7c2040e69c6f7dba81e53ebc6e51bedae58d7e184ef2e4392138c46fcd519d9481ea3a5cc59907"
}
