{
  "algorithm": "ed25519",
  "content_sha256": "97d2ef2c76ea53cbd60b88ab6fbdf72fbceeeb153fed6ced1a5d95bf2b9d11ab",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f29e2936c8e30838983812231912de391b5688f7253b9262f6711643914515b",
  "schema": "gridshift.signature/1",
  "signature": "2cc567472fbe4a15ff0722dcffd7fdf90b4387e3bf2279713b5ae37556b49c8e5bb21719e5bbd63e4caa2af1711462efd90ba2f6a9af6075c8726e011a58e40a"
}
