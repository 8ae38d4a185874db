{
  "algorithm": "ed25519",
  "content_sha256": "d12dd65fc0cc6be73767922794062c9e5fe27c2ef426e975bfe0455fdefae963",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cc92a04b434eca34e1a2dd97b7742f0db9cc4044e7f6dc0347ab4772c57f8fad",
  "schema": "gridshift.signature/1",
  "signature": "56146a6c1bef0bed4f5fc026f054f4055b0b0ec1a49b03419b73e9c5199e94db8f4ba97a74c12e0830a7e7d32cf1993e9effdd3fdc29d98961a1633aece51203"
}
