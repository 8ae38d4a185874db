{
  "algorithm": "ed25519",
  "content_sha256": "029f1d6fdadde5d57061b92ba5b8a8160d51aadcd7d02d4891905a2f5aa63af8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04619cb99d5881628afa36adeb4597e245c99ecb0a528e947aa52f563203b1df",
  "schema": "gridshift.signature/1",
  "signature": "340c4b0d92de9281133e2de556c60eaf7d726aaa84871eb3f5280a1d36aba188ef7fc4d58592684dbde4fa416d2b7eb7a3cf9d60f735b7ad4fc9fd43735d3b0e"
}
