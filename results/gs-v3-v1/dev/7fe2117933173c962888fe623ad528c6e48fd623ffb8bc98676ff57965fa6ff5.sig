{
  "algorithm": "ed25519",
  "content_sha256": "d02ce6cd3f530d64660889326167169b7f700d6c75c3d524befbac65526a5771",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fe2117933173c962888fe623ad528c6e48fd623ffb8bc98676ff57965fa6ff5",
  "schema": "gridshift.signature/1",
  "signature": "5957eac2668fdda3af9c4665b7c61ebbf4bf8a51616e91c916bb9500d71893c3c920dcb12b8063e5c6e08985bd4d64f5809a2b8e75def7841ad5b5f7f0ff7e04"
}
