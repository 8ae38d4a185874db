{
  "algorithm": "ed25519",
  "content_sha256": "393c7eaebef1443f813a6cf550753b3ca315654f16d1987d967892aedee8f063",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "83220de33a97b699b54676b2cc55e9001266f142c08d9a29d5ede66b18e716e6",
  "schema": "gridshift.signature/1",
  "signature": "ee29b0c38f5839cf2edf4eaac5394c3e9fe5af28bb69b5c9ee670ff6473318d830220784d8fb84bc6c78061f803a97393962ed11d66e74de2055e413e460a906"
}
