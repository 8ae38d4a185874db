{
  "algorithm": "ed25519",
  "content_sha256": "55386b0db0895847857dc4450ed68e4884c2d094573dfa657e572715f5cfbbbf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1e13c73cf9aba9cf21956df5e77f56f364058bae4d53948a79405f5c3bee29bf",
  "schema": "gridshift.signature/1",
  "signature": "60983c8af9a9d5a47a8240854621a86581419db397538b0d9f3356419d0c1bd28b1f9296be160dff0c9785c497b14abab3b2ec0e3158321c81494f3db6fcd30d"
}
