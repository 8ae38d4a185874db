{
  "algorithm": "ed25519",
  "content_sha256": "13f1eaeebd23d019c60cf928d2d8c5447e1f2bd0cbfcccf5c82ff9bfbbb89c22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "547cd618aea3ca517b3471e65d33d1edf9f5e30132c981fd25ccfdd89a319a82",
  "schema": "gridshift.signature/1",
  "signature": "893ccc9b79c1ef80e9c28a273379fcb0ff50b1e01f37d37411181f17866da3cd415609989740ae21c48d222147562a81f31a82777708d2afbcdfc23b9868fa09"
}
