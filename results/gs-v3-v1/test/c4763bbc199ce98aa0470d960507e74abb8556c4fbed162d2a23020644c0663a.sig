{
  "algorithm": "ed25519",
  "content_sha256": "764c84249d50bd28e8d6c69c6fd9d833ed7874d6d6851e9c5f4749ba60d97ff0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c4763bbc199ce98aa0470d960507e74abb8556c4fbed162d2a23020644c0663a",
  "schema": "gridshift.signature/1",
  "signature": "09a713585fe4c18da5c0969a5b4e932c633481040f3d5bf75818016e31add9975d623b0293d2e986cf4c7c0f9e88f0467d2729dc2242dabbeef08bbefa282f0d"
}
