{
  "algorithm": "ed25519",
  "content_sha256": "76081bd9a2bd0c237d38c7368f07359c26136c77f905abb06d2d66da319feafb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "57cf857c061cc440647eb8fa8df5966c37f4da7b963633e03263240197061e9e",
  "schema": "gridshift.signature/1",
  "signature": "d49ab1a6c58ed3cf94f5847986ff0ff9559071ed169cc6dbed53c92759aab38052c97b757f903c4f35d745ad2f9fbd8dc7ae2fb9ce474faa623aa85122264908"
}
