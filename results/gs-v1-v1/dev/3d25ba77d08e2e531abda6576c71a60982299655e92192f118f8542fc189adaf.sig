{
  "algorithm": "ed25519",
  "content_sha256": "00ecaab474008e3aa7ce688f21447b900f4ab67bb3a642046a78cc9e31d71aa3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3d25ba77d08e2e531abda6576c71a60982299655e92192f118f8542fc189adaf",
  "schema": "gridshift.signature/1",
  "signature": "da55d4b2b1ad9c50f1c3a4704eef42de635a42f072b8ba7dd15d7ec972a796e662fd90769a855a091310371ab0ad03d3e020ad75541bf913a07487a2feba6b0c"
}
