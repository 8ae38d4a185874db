{
  "algorithm": "ed25519",
  "content_sha256": "304ebeaef2ebe462d6f539ca3693bfa2c2795a02e6f5ced4f43424767b80350c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3776fe064175f7f8a89b968cf613e0ffa68664d50dc1cb83a6d657d4f145315e",
  "schema": "gridshift.signature/1",
  "signature": "c0bcaa53f93d04019b3cb9af2feb3eb5ca729abb9f3da2fb115c9adfc9ff1faa34e73a4c8da27c18bf910b346349566b5b4a5d59fa3ba014c2346170c3fdec0d"
}
