{
  "algorithm": "ed25519",
  "content_sha256": "0886f58f55d2ede9d5008c4c389b06d58b5e16a9cb4d945310cc51c46c6ce62e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "86541fb6a753715525d33df66b387f012baef02bcfe3ec1b57ef3cfdecc24721",
  "schema": "gridshift.signature/1",
  "signature": "e8682858f08dde4738c67d1cd0253fc849496fb1e50b748e79d663d77b412f2235fc74ee3199f70a6db49fcf3e3e2ee2a5222a9405f1c8d1560ff01bce5f660c"
}
