{
  "algorithm": "ed25519",
  "content_sha256": "0c1da5025b1fd8124142908aafd655dc8a75460e7aabe2282ce967a47ab99976",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6189cd054d7cd40ac1c29c7c8348b60e29ff6ef55889cb2cdbc7f8b2e8be1cc0",
  "schema": "gridshift.signature/1",
  "signature": "387ce5af9a5cf73424b22ca07326fd852deaec07d896f818ac7b35188d9a8721c2c2c7fb5f3c54b5d639837e559b4064b55097176e806ee58f9a4faa2b390003"
}
