{
  "algorithm": "ed25519",
  "content_sha256": "c234060a071617ee45eb2d2561851f792f97d93a7c924848f7dca33b0eb402e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "979083fd6eac61a4f034bd00d5cbb9393e2b333761641017e8d7186efcbe3332",
  "schema": "gridshift.signature/1",
  "signature": "72017ba000c13b7c135665f67aaf58b706b7181b90b5bbd4df52401263faa24ab300d2dfc8e069ca857ce0b83da5a78a4f9179c50531aa10b6954b52a8e3ed06"
}
