{
  "algorithm": "ed25519",
  "content_sha256": "f3b9d98435357bbda02cfc1b4358164b78408e67bcfd709d26592a3ddf6c9cb4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7bbf3fc5909daad029a64b51496511cf7a2d5ce78294e91f6a569c57583490b7",
  "schema": "gridshift.signature/1",
  "signature": "016ba4bc082589aed356a885356c3282194e76dd16231570d4d5fcb4b31f290f38c8c1ef45d1d861fcc60409d2f9ca0ecae4ac75625c2f3a1403fb582775c60b"
}
