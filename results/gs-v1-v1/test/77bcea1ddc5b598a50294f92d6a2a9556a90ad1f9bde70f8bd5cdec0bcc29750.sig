{
  "algorithm": "ed25519",
  "content_sha256": "bfbd2c3835247c0e987e739cbe9b6c32bda65492a61ea20351fbd12a2d88347d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "77bcea1ddc5b598a50294f92d6a2a9556a90ad1f9bde70f8bd5cdec0bcc29750",
  "schema": "gridshift.signature/1",
  "signature": "3bc77c63d89a7e1008b2de540a2e9bd44a4ed8ba72b21fc46488c5c0171653b79ef7ab021221666827bc12196f66cb38095e4af9d2b870e78865abc4e3188b0a"
}
