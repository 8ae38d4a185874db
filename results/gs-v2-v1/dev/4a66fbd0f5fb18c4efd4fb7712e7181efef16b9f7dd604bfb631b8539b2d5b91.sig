{
  "algorithm": "ed25519",
  "content_sha256": "8c46281f2929a6844865927f0e87451943201026ff0f2d6ad8360a441e9c7ff8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4a66fbd0f5fb18c4efd4fb7712e7181efef16b9f7dd604bfb631b8539b2d5b91",
  "schema": "gridshift.signature/1",
  "signature": "e18597780c58f007f1596537b5718851bf2d847a0e5ed7c9cd05b1ed04a3721b71eeded0cdd89e594f133f9a55761bcd356b5734c1dfa40c613f6e5ee2f62002"
}
