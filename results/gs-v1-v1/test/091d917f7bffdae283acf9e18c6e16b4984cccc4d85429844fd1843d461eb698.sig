{
  "algorithm": "ed25519",
  "content_sha256": "6c71da678c28df29699750150c18f619247b5ada5ed81ac946c956a89f81f8a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "091d917f7bffdae283acf9e18c6e16b4984cccc4d85429844fd1843d461eb698",
  "schema": "gridshift.signature/1",
  "signature": "e992bc4eac9f0dabe6dc70ed8622d1c722063254bf93dcc245a289fbabbc956d39e397116f88287091187e4be322c7bec889480a716a3b026cc5003011fafe02"
}
