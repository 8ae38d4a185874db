{
  "algorithm": "ed25519",
  "content_sha256": "49bccb962b52250b76daaad255ead957f3ef17431ecafeb893a5e399df454e86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b11c583e4b8c355e5cd228374f987e03991baafb8c0c8f077b58c8f68760f317",
  "schema": "gridshift.signature/1",
  "signature": "49dda17b4e1aec1d5b88c39b19bbb25093dc8da049c1f8cbb7ad0017e9f25eb26805688b84b2923f7c5aaa789c74f4d358af57782aebc5d577090bfdb31a930f"
}
