{
  "algorithm": "ed25519",
  "content_sha256": "4504ede02c30055b297d80ce0992cdb7f5bbeceb6d197f5c895ea67c933879e6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5143926bed1921a5742ef3c26ba171ff424a706e242f2458d245f2dc1e60f76",
  "schema": "gridshift.signature/1",
  "signature": "6f3080676d890e983cb4cc8a8fbc2d8f27d14a58751ee6c199e458ab491e23512db5c1e6fbd70b0f42c63695a278522b4d976ede35e489fa37ab91dbd285e400"
}
