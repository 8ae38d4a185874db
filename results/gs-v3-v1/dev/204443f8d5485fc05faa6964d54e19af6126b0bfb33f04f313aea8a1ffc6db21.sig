{
  "algorithm": "ed25519",
  "content_sha256": "56a1517791678f2572c86dd6bbc0d8bc9d70bd0e792c46e865bdc1993a67457f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "204443f8d5485fc05faa6964d54e19af6126b0bfb33f04f313aea8a1ffc6db21",
  "schema": "gridshift.signature/1",
  "signature": "72a4ca76365fbaa0a2e0c6da810bc7bcc893236f9e132ba1ca4b5a072fb1b32379e1f5462c5f400b4eb944f16aaa309086a04ac86e677de4b90ab5a27c61b801"
}
