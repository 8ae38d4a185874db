{
  "algorithm": "ed25519",
  "content_sha256": "9c64e5b52c8f6c08eeb864babe0ffda6ee44e7f69d75308ef0e26406231d4e2d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b22be5b30141308ebdd39ef5176e36d0c327ef98cddc3b03bc94d9f3e64ee038",
  "schema": "gridshift.signature/1",
  "signature": "f8e8b3d3911f0ae0a5160781533bcdb8038762931388dc49d00782974b6614965a5ac790c80999d3564d5e4e8b09a5e59fd39e689c55187e4e08659c3a872407"
}
