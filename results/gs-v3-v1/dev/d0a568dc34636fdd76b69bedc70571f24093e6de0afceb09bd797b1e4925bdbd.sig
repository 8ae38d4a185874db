{
  "algorithm": "ed25519",
  "content_sha256": "0950b1db80383d4c785c6f6b0d46d952bd32f3821e976a690fdae2dd1ee3698c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d0a568dc34636fdd76b69bedc70571f24093e6de0afceb09bd797b1e4925bdbd",
  "schema": "gridshift.signature/1",
  "signature": "058c2fb0d14c486d346eb3a2368c843ac1e14737641579755fb46f64addf1ed443ea1f6ec3a9c5b2638c44f9b8e7296d65b430eed084e9de5be84cf9ac8ca702"
}
