{
  "algorithm": "ed25519",
  "content_sha256": "9ddd0ccc29eced11da37be42d463718057b753f6513a3f035107b6b27c1ee9a5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "af3a168437f6e2981669a87bcf239b2267e65f3d72647f01c8ad3e10fd60be6f",
  "schema": "gridshift.signature/1",
  "signature": "8e972c8952a1b503df2940aab30ee275cd201c4c174e4bce60f50e80623d045e445565d9d36d52cd749144bf872463ce99c59d26f75cbf69703d9b463e0c440b"
}
