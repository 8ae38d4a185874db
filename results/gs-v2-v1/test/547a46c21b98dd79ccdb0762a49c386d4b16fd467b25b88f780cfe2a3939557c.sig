{
  "algorithm": "ed25519",
  "content_sha256": "265e45558c30c6b360cd101b6b86e920891a1ba8ae09729d951afcfebd61235c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "547a46c21b98dd79ccdb0762a49c386d4b16fd467b25b88f780cfe2a3939557c",
  "schema": "gridshift.signature/1",
  "signature": "503f985fa28ce4e712c40f88d60c71b3703da2e520318e97dfa183bfa717c56a0a27e53a6b58868f2de06298ab53619bbe1761e9c7a87c6e66d0e9636f4a6306"
}
