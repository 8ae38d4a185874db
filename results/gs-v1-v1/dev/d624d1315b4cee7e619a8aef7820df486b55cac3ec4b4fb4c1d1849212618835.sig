{
  "algorithm": "ed25519",
  "content_sha256": "d1815fdb24286c9b8c36ca17731a68d2e97baad92e96af2a17bd99ce75c9a193",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d624d1315b4cee7e619a8aef7820df486b55cac3ec4b4fb4c1d1849212618835",
  "schema": "gridshift.signature/1",
  "signature": "7dc1e11baadd6b420a5c2b8fe52e648d446011f7138f8adbde4e047cf24b8c9564ca5021c7ce90977b75086a6c44da87e645cc7754fa58b1d952c0a7e73bd70a"
}
