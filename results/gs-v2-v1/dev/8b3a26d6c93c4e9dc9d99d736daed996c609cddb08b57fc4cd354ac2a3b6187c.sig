{
  "algorithm": "ed25519",
  "content_sha256": "0eb37a05a91a6a629e204922a18013a01b56f603c8337d7ba34d948953713df6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8b3a26d6c93c4e9dc9d99d736daed996c609cddb08b57fc4cd354ac2a3b6187c",
  "schema": "gridshift.signature/1",
  "signature": "0047295d5863f56879ff8bee8fea263fa63cc4e0cc10dc11b3636a52fb0625ec156f424b625c706b1339ff665d5075891517469cbb61f8ad594c5f2cf5e8c407"
}
