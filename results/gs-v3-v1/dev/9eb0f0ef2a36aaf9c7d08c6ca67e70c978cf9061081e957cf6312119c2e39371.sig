{
  "algorithm": "ed25519",
  "content_sha256": "f2f4f6d10eac11f97414dd5f5d53da2120cede46a97748dd03dd3d0a4ef6ece1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9eb0f0ef2a36aaf9c7d08c6ca67e70c978cf9061081e957cf6312119c2e39371",
  "schema": "gridshift.signature/1",
  "signature": "26c66abd4c6eb94f98ca22550db0a22ac93fa8a17a8e4ce97aa08e18fcb9afa90e1523aafb830d01b9184659f05e1bdc5d230c3537b60b92ce076286b44a690c"
}
