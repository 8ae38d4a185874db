{
  "algorithm": "ed25519",
  "content_sha256": "a0ec067c7b8305af9d7aa74e42ee0ca5dd8ac166b666fffafa908f1269221126",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ab787c1309bde9e22026e936681ee02028bd3a88b8e1e3e567710819fad0a7e6",
  "schema": "gridshift.signature/1",
  "signature": "a024887a14f86c56882d76b1b5998b7043787a7b7a9be14e337c32725297263a2bd0c4df3c8c7a2c590a05d962ed3dc11fd046ab7212c1882f2b3eb5bc018b03"
}
