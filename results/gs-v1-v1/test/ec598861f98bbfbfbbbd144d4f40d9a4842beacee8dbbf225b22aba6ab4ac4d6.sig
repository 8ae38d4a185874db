{
  "algorithm": "ed25519",
  "content_sha256": "90dedec5c272de14e4edb75a0a787a4051f4562a20bb82a2a8d013a6d6ddae27",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ec598861f98bbfbfbbbd144d4f40d9a4842beacee8dbbf225b22aba6ab4ac4d6",
  "schema": "gridshift.signature/1",
  "signature": "52cf3e5570741b800857d25978b054a51d1c42fdef15616d210372e4ec01be141a5e1ede8d780927d247769ace838eb933126be92be65ed46a27d0991e5c9307"
}
