{
  "algorithm": "ed25519",
  "content_sha256": "ee4616c38e6a4f9b73da1f6d5bf615bf2a978ebc3bf7cef5abd04e28a2590a00",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3c366d2d3a5c9cc519a2dad46f36afbf2d66d9f4e9329515a05bb3a014991290",
  "schema": "gridshift.signature/1",
  "signature": "e46a3dec1251cdc76601bbb428e0d35c3a9ec2556ceb45f0f71cfa14de3815b9c2bb58e8cd6d186f02d8c0d5c58ff697276ccfa5c8b42a5a4e5601e68d159c09"
}
