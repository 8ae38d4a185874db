{
  "algorithm": "ed25519",
  "content_sha256": "9095434bf6c9d1015c901c24164a99e2c2f158dfaafb3ea3284f747021dfc974",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d799812aab450efdfd453d8b2369db74854b6a2e65ab0fde020a8d6443ca1b7",
  "schema": "gridshift.signature/1",
  "signature": "0bada650a587bf0f9436ea47f5108ef403aa410086bb3b6a5c7373fa7718cac83ae9daf2c6d15ce6465cb2f1f46c500af2538255875b76a273a94551861fd30c"
}
