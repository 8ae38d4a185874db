{
  "algorithm": "ed25519",
  "content_sha256": "f212a09b27d2910d7ea3b9263de577ff0de9c50a761846f7e22c79d50e5a715b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1baa28e88a8eb0e4673a6f40114c0a1ab296cede4927d6331bb310503867f95d",
  "schema": "gridshift.signature/1",
  "signature": "82ec5a1a9a9ef840f647f972791fa3b54dace811d4a907f26109cd607ef42709a674d969c69db005470c415588e0ecc553c09dd3e2c9c9772b28ab58a502ad0a"
}
