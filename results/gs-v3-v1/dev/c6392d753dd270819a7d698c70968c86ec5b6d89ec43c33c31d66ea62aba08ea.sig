{
  "algorithm": "ed25519",
  "content_sha256": "3063390a2fd90f38d4cee87bbaafc8ee7acad7abf5e85351e000fa46496f854a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c6392d753dd270819a7d698c70968c86ec5b6d89ec43c33c31d66ea62aba08ea",
  "schema": "gridshift.signature/1",
  "signature": "b2b396b7f16836febad1d367e3779b703d89c2ed57894d9fc507b49c455f63803dd8cf4908428be9d83264a537edd484e0acb783f2d7a2d5b8c19b9a4dd24d0d"
}
