{
  "algorithm": "ed25519",
  "content_sha256": "f9a0fd6ba491797ada72c4c94d4be310c6e7ae7b21228e94e0e7193c8db8e328",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6e749d95dfbdd7a40c9dca96e34d05b83ec85dc4bca797baec06dfcc79a7861f",
  "schema": "gridshift.signature/1",
  "signature": "5f384d2304fbf26f69f3528ac2ef5e0e45a7a42c8762c0dfd169997f19950aa9324af296d7c68f5bfb02a09235aaff149d88c19d2fd741acb221dbf438271509"
}
