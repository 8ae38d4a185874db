{
  "algorithm": "ed25519",
  "content_sha256": "d4590c67a364f078d8cbd39186dd656efd978bd9ae78fbe27ddccc915cf3c8fd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c0fb9e22c1e816680d7ba4ffc08cd39a93569aabfa7bc5f78acc5897149afefa",
  "schema": "gridshift.signature/1",
  "signature": "cb23980580d97fe4fab8dfaa89c4a6c975972edc0cca9d13d6c716cd1ec7e22da4097038c6f8d8f5b484676e9b4dbc8a11980ed9a7bebc6ec4e59a894d6e9e0b"
}
