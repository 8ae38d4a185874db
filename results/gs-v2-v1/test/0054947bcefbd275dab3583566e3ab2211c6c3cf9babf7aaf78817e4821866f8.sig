{
  "algorithm": "ed25519",
  "content_sha256": "74784bd89d3814ebbe231a3ab0c9abf56ba25dfd48d2fc92a6b7d8dc0378aabe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0054947bcefbd275dab3583566e3ab2211c6c3cf9babf7aaf78817e4821866f8",
  "schema": "gridshift.signature/1",
  "signature": "747439f859f877918cdd5f646350ed407a1304f3ed95d1a8c84778359609709b41b5c7944c39fa8a4034ea616a97891d6623d48dc86d3ae959908ba9c49b7801"
}
