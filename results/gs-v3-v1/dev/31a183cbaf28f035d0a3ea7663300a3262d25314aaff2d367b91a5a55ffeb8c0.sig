{
  "algorithm": "ed25519",
  "content_sha256": "eba6de808452b41c91584111d517b35680ed96af6dc2d680515106f4f4385788",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "31a183cbaf28f035d0a3ea7663300a3262d25314aaff2d367b91a5a55ffeb8c0",
  "schema": "gridshift.signature/1",
  "signature": "8040b70e37ce5e32d34ed92f4d86a460166a58bf2fc4ab696da584405dfd4e42bc3a5b760c6f432351d84ba83d077e6aa34148d08ee55e00e67aa8bfa4982008"
}
